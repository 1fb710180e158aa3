import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashedText,
  readDocument,
  sha256Hex,
  type Snapshot,
  writeDocument,
} from '../../../supabase/functions/backups/document.ts';
import { Failure } from '../../../supabase/functions/backups/failures.ts';

const snapshot: Snapshot = {
  schema_version: '20261125000100',
  taken_at: '2026-11-23T10:00:00.123456+00:00',
  tables: {
    site_settings: [{ id: true, company_name: 'Grow Digital', extra: { '10': 'ten', a: 'é ✓' } }],
    faqs: [
      { id: 'a', question: 'Why?', sort_order: 1 },
      { id: 'b', question: 'How?', sort_order: 2 },
    ],
    redirects: [],
  },
  files: {
    media: [{ name: 'library/a.webp', size: 10, mimetype: 'image/webp', updated_at: null }],
    downloads: [],
  },
};

async function refusal(text: string): Promise<string> {
  try {
    await readDocument(text);
  } catch (error) {
    if (error instanceof Failure) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'accepted';
}

describe('the backup document', () => {
  it('is the format with its keys in order, counts per table, and a SHA-256 anyone can recompute', async () => {
    const written = await writeDocument(snapshot, 'daily');
    const document = JSON.parse(written.text) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual([
      'format',
      'version',
      'schema_version',
      'created_at',
      'kind',
      'row_counts',
      'files',
      'tables',
      'sha256',
    ]);
    expect(document).toMatchObject({
      format: 'growdigital-backup',
      version: 1,
      schema_version: '20261125000100',
      created_at: snapshot.taken_at,
      kind: 'daily',
      row_counts: { site_settings: 1, faqs: 2, redirects: 0 },
    });
    const { sha256, ...rest } = document;
    // The one independent computation of the format's SHA-256: the other tests use document.ts's helpers.
    expect(sha256).toBe(createHash('sha256').update(JSON.stringify(rest)).digest('hex'));
    expect(written.sha256).toBe(sha256);
    expect(written.sizeBytes).toBe(Buffer.byteLength(written.text));
    expect(hashedText(rest)).toBe(JSON.stringify(rest));
  });

  it('reads back what it wrote, including keys JavaScript reorders', async () => {
    const written = await writeDocument(snapshot, 'manual');
    const read = await readDocument(written.text);
    expect(read.tables).toEqual(snapshot.tables);
    expect(read.sha256).toBe(written.sha256);
  });

  it('refuses a file that is not JSON, not the format, or of another version as backup_invalid', async () => {
    const { text } = await writeDocument(snapshot, 'manual');
    const document = JSON.parse(text) as Record<string, unknown>;
    expect(await refusal(text.slice(0, -10))).toBe('422 backup_invalid');
    expect(await refusal('[]')).toBe('422 backup_invalid');
    expect(await refusal(JSON.stringify({ ...document, format: 'something-else' }))).toBe(
      '422 backup_invalid',
    );
    expect(await refusal(JSON.stringify({ ...document, version: 2 }))).toBe('422 backup_invalid');
    expect(await refusal(JSON.stringify({ ...document, tables: { faqs: {} } }))).toBe('422 backup_invalid');
  });

  it('refuses any change after the backup was made as backup_tampered', async () => {
    const { text } = await writeDocument(snapshot, 'manual');
    expect(await refusal(text.replace('"Why?"', '"Who?"'))).toBe('422 backup_tampered');
    expect(await refusal(text.replace('"sort_order":2', '"sort_order":3'))).toBe('422 backup_tampered');
    expect(await refusal(text.replace('"faqs":2', '"faqs":3'))).toBe('422 backup_tampered');
    expect(await refusal(text)).toBe('accepted');
  });

  it('refuses row counts that do not match the tables, even when re-hashed, as backup_invalid', async () => {
    const { text } = await writeDocument(snapshot, 'manual');
    const { sha256: _old, ...rest } = JSON.parse(text) as Record<string, unknown>;
    const miscounted = { ...rest, row_counts: { site_settings: 1, faqs: 5, redirects: 0 } };
    const rehashed = await sha256Hex(hashedText(miscounted));
    expect(await refusal(JSON.stringify({ ...miscounted, sha256: rehashed }))).toBe('422 backup_invalid');
  });
});
