import fs from 'node:fs/promises';
import path from 'node:path';

/** Every .html file under `dir`. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a page is built into (`build.format: 'directory'`), relative to the build folder. */
export const pageFile = (pagePath: string): string =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;

/** The address of every page built into `dir` (`about/index.html` is `/about`): not the 404 page or the admin. */
export async function builtPagePaths(dir: string): Promise<string[]> {
  return (await htmlFiles(dir))
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !file.startsWith('admin/'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .sort();
}
