import fs from 'node:fs/promises';

/**
 * A file's parsed content, read again only when the file changes (a publish swaps in a new build),
 * `empty` while there is no such file.
 */
export function watchedFile<T>(file: string, parse: (text: string) => T, empty: T): () => Promise<T> {
  let cached: { version: string; value: T } | undefined;
  return async () => {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return empty;
    }
    if (cached?.version !== version) cached = { version, value: parse(await fs.readFile(file, 'utf8')) };
    return cached.value;
  };
}
