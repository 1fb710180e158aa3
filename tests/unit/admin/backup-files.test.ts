import { describe, expect, it } from 'vitest';
import {
  backupFileProblem,
  downloadName,
  MAX_BACKUP_BYTES,
  totalRows,
  uploadPath,
} from '../../../admin/src/features/backup-management/backup-files.ts';

describe('backup files', () => {
  it('names an upload under uploaded/ with its time and 8 hex digits, in the characters file_path allows', () => {
    const path = uploadPath(new Date('2026-11-23T01:02:03.456Z'), new Uint8Array([0, 15, 171, 255]));
    expect(path).toBe('uploaded/20261123T010203Z-000fabff.json');
    expect(path).toMatch(/^[A-Za-z0-9/_.-]+\.json$/);
    expect(uploadPath()).not.toBe(uploadPath());
  });

  it('says why a chosen file cannot be a backup', () => {
    expect(backupFileProblem({ name: 'backup.json', size: 2_000 })).toBeNull();
    expect(backupFileProblem({ name: 'BACKUP.JSON', size: MAX_BACKUP_BYTES })).toBeNull();
    expect(backupFileProblem({ name: 'backup.csv', size: 2_000 })).toContain('is not a backup');
    expect(backupFileProblem({ name: 'empty.json', size: 0 })).toBe('“empty.json” is empty.');
    expect(backupFileProblem({ name: 'huge.json', size: MAX_BACKUP_BYTES + 1 })).toContain(
      'larger than 200 MB',
    );
  });

  it('saves a download under the stored file’s own name', () => {
    expect(downloadName('manual/20261123T010203Z-0a1b2c3d.json')).toBe('20261123T010203Z-0a1b2c3d.json');
  });

  it('adds up the rows of every table, ignoring anything that is not a count', () => {
    expect(totalRows({ blog_posts: 12, site_settings: 1, inbox: 0 })).toBe(13);
    expect(totalRows({ odd: 'x', n: 2 })).toBe(2);
    expect(totalRows(null)).toBe(0);
    expect(totalRows([])).toBe(0);
  });
});
