import { fileURLToPath } from 'node:url';
import tailwindcss from 'tailwindcss';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  base: '/admin/',
  plugins: [react()],
  envPrefix: 'PUBLIC_',
  resolve: {
    alias: {
      '@lib': fromHere('../src/lib'),
      '@admin': fromHere('./src'),
      // The edge functions' contracts (request/answer schemas and types), imported, never copied.
      '@functions': fromHere('../supabase/functions'),
    },
  },
  css: { postcss: { plugins: [tailwindcss(fromHere('./tailwind.config.mjs'))] } },
  build: {
    // Staff use current browsers; not down-levelling modern syntax keeps the sign-in page small.
    target: 'es2022',
    // React, the router and supabase-js make one large entry; its real budget is in `npm run bench:admin`.
    chunkSizeWarningLimit: 700,
    outDir: fromHere('../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
    // Terser's second pass makes the entry about 3 % smaller than esbuild's minifier (6 KB gzipped on
    // the sign-in page, which has a 200 KB budget), for a few seconds more build time.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // No preload lists for the lazy areas: the route table in the entry would otherwise carry every
    // area's chunk names (about 1.5 KB gzipped on the sign-in page); an area's imports load when it does.
    modulePreload: false,
  },
  server: { port: 5173, strictPort: false },
});
