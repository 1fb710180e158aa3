import { describe, expect, it } from 'vitest';
import { backupsRequest } from '../../../supabase/functions/backups/contract.ts';
import { newBackupPath } from '../../../supabase/functions/backups/files.ts';

describe('backup file paths', () => {
  it('are <kind>/<UTC time in ISO 8601 basic format>-<8 hex>.json, unique and allowed by the table', () => {
    const at = new Date('2026-11-23T07:05:09.123Z');
    const path = newBackupPath('weekly', at);
    expect(path).toMatch(/^weekly\/20261123T070509Z-[0-9a-f]{8}\.json$/);
    expect(path).toMatch(/^[A-Za-z0-9/_.-]+\.json$/);
    expect(newBackupPath('weekly', at)).not.toBe(path);
  });

  it('of uploads must be a single file under uploaded/', () => {
    const register = (path: string) => backupsRequest.safeParse({ action: 'register-upload', path }).success;
    expect(register('uploaded/site-2026-11-23.json')).toBe(true);
    expect(register('uploaded/../manual/x.json')).toBe(false);
    expect(register('uploaded/sub/x.json')).toBe(false);
    expect(register('manual/x.json')).toBe(false);
    expect(register('uploaded/x.txt')).toBe(false);
    expect(register('uploaded/..json')).toBe(false);
  });

  it('an empty note is no note', () => {
    expect(backupsRequest.parse({ action: 'create', note: '  ' })).toEqual({ action: 'create', note: null });
  });
});
