/**
 * `npm run bench`: every benchmark of the project, one after another. Each writes its results as
 * JSON and Markdown under bench/results/ (git-ignored).
 */
const benchmarks = [
  { name: 'Site size', module: './site-size.ts' },
  { name: 'Admin size', module: './admin-size.ts' },
  { name: 'Build time', module: './build-scale.ts' },
  { name: 'API', module: './api.ts' },
  { name: 'Publish to live', module: './publish.ts' },
];

for (const { name, module } of benchmarks) {
  console.log(`\n=== ${name} benchmark ===`);
  await import(module);
}

export {};
