import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../admin/src/lib/csv.ts';

interface Person {
  email: string;
  note: string | null;
}

const columns = [
  { header: 'Email', value: (row: Person) => row.email },
  { header: 'Note', value: (row: Person) => row.note },
];

describe('CSV', () => {
  it('writes RFC 4180 with CRLF, quoting commas, quotes and line breaks', () => {
    const csv = toCsv<Person>(
      [
        { email: 'a@example.com', note: 'Hello, "world"' },
        { email: 'b@example.com', note: 'two\nlines' },
        { email: 'c@example.com', note: null },
      ],
      columns,
    );
    expect(csv).toBe(
      'Email,Note\r\na@example.com,"Hello, ""world"""\r\nb@example.com,"two\nlines"\r\nc@example.com,',
    );
  });

  it('writes cells a spreadsheet would run as a formula as text', () => {
    const csv = toCsv<Person>(
      ['=HYPERLINK("x")', '+1 555', '-2', '@SUM(A1)', '\tTab'].map((note) => ({
        email: 'x@example.com',
        note,
      })),
      columns,
    );
    expect(csv.split('\r\n').slice(1)).toEqual([
      `x@example.com,"'=HYPERLINK(""x"")"`,
      "x@example.com,'+1 555",
      "x@example.com,'-2",
      "x@example.com,'@SUM(A1)",
      "x@example.com,'\tTab",
    ]);
  });

  it('reads headers trimmed and lowercased, values trimmed, and each row with its line in the file', async () => {
    const parsed = await parseCsv(
      '\uFEFF Email ,Source\r\n a@example.com ,x\r\n\r\n"c@example.com","multi\nline"\r\nE@example.com,y\r\n',
    );
    expect(parsed.headers).toEqual(['email', 'source']);
    expect(parsed.rows).toEqual([
      { email: 'a@example.com', source: 'x' },
      { email: 'c@example.com', source: 'multi\nline' },
      { email: 'E@example.com', source: 'y' },
    ]);
    expect(parsed.lines).toEqual([2, 4, 6]);
    expect(parsed.errors).toEqual([]);
  });

  it('reads back what it writes', async () => {
    const rows = [
      { email: 'a@example.com', note: 'Hello, "world"' },
      { email: 'b@example.com', note: 'two\nlines' },
    ];
    const parsed = await parseCsv(toCsv<Person>(rows, columns));
    expect(parsed.rows).toEqual(rows);
  });

  it('names the line of a malformed row', async () => {
    const parsed = await parseCsv('email,source\na@example.com,x\nb@example.com,y,extra\n');
    expect(parsed.errors).toEqual([expect.stringMatching(/^Line 3: /)]);
  });
});
