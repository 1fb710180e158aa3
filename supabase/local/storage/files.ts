import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';

/**
 * File contents on disk, named by version id (never by object key): a key can hold any character
 * and a move is a row update. `<dir>/objects/<first two>/<version>`, temporaries in `<dir>/tmp`.
 */
export class FileStore {
  constructor(readonly dir: string) {}

  pathOf(version: string): string {
    return path.join(this.dir, 'objects', version.slice(0, 2), version);
  }

  async init(): Promise<void> {
    await fs.mkdir(path.join(this.dir, 'objects'), { recursive: true });
    await fs.rm(path.join(this.dir, 'tmp'), { recursive: true, force: true });
    await fs.mkdir(path.join(this.dir, 'tmp'), { recursive: true });
  }

  /** Writes bytes to a temporary file; returns its path, size and MD5 (the ETag Storage reports). */
  async writeTemporary(bytes: Uint8Array): Promise<{ tmp: string; size: number; etag: string }> {
    const tmp = path.join(this.dir, 'tmp', crypto.randomUUID());
    await fs.writeFile(tmp, bytes);
    return { tmp, size: bytes.byteLength, etag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"` };
  }

  /** Moves a temporary file into place as `version` (an atomic rename on one file system). */
  async commit(tmp: string, version: string): Promise<void> {
    const target = this.pathOf(version);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tmp, target);
  }

  async copy(fromVersion: string, toVersion: string): Promise<void> {
    const target = this.pathOf(toVersion);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(this.pathOf(fromVersion), target);
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await fs.rm(this.pathOf(version), { force: true });
  }

  async discard(tmp: string): Promise<void> {
    await fs.rm(tmp, { force: true });
  }

  async size(version: string): Promise<number> {
    return (await fs.stat(this.pathOf(version))).size;
  }

  stream(version: string, range?: { start: number; end: number }): ReadableStream<Uint8Array> {
    const node = createReadStream(this.pathOf(version), range);
    return Readable.toWeb(node) as ReadableStream<Uint8Array>;
  }

  /** Deletes files no row refers to (left by a crash between writing a file and committing its row). */
  async removeOrphans(db: Database): Promise<number> {
    const { rows } = await db.query<{ version: string }>(
      'SELECT version FROM storage.objects WHERE version IS NOT NULL',
    );
    const known = new Set(rows.map((r) => r.version));
    let removed = 0;
    const root = path.join(this.dir, 'objects');
    for (const shard of await fs.readdir(root)) {
      for (const file of await fs.readdir(path.join(root, shard))) {
        if (!known.has(file)) {
          await fs.rm(path.join(root, shard, file), { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }
}
