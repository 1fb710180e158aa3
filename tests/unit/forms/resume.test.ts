import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  resumeExtension,
  resumeProblem,
  resumeStoragePath,
  safeResumeFileName,
} from '../../../src/lib/forms/resume.ts';

/** The bucket policy's and the resume_path column's pattern. */
const STORED_PATH =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^/]{1,200}\.(pdf|doc|docx)$/;

describe('the résumé file', () => {
  it('accepts PDF, DOC and DOCX by extension and MIME type, or by extension when the browser does not know the type', () => {
    const ok = [
      { name: 'cv.pdf', type: 'application/pdf' },
      { name: 'CV.PDF', type: 'application/pdf' },
      { name: 'cv.doc', type: 'application/msword' },
      { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'cv.docx', type: '' },
      { name: 'cv.doc', type: 'application/octet-stream' },
    ];
    for (const file of ok) expect(resumeProblem({ ...file, size: 1000 }), file.name).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(resumeProblem({ name: 'cv.png', type: 'image/png', size: 10 })).toBe(
      'Upload your résumé as a PDF, DOC or DOCX file',
    );
    expect(resumeProblem({ name: 'cv.pdf', type: 'image/png', size: 10 })).toBe(
      'Upload your résumé as a PDF, DOC or DOCX file',
    );
    expect(resumeProblem({ name: 'cv.pdf.exe', type: '', size: 10 })).toBe(
      'Upload your résumé as a PDF, DOC or DOCX file',
    );
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBe(
      'This file is empty. Choose your résumé again',
    );
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(resumeProblem({ name: 'cv.pdf', type: 'application/pdf', size: RESUME_MAX_BYTES + 1 })).toBe(
      'Your résumé must be 10 MB or smaller',
    );
  });

  it('gives the file picker the same types', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('cleans up the file name for the storage key', () => {
    expect(safeResumeFileName('Jöhn Smith – CV (final).PDF')).toBe('John-Smith-CV-final.pdf');
    expect(safeResumeFileName('../../etc/passwd.docx')).toBe('etc-passwd.docx');
    expect(safeResumeFileName('简历.pdf')).toBe('resume.pdf');
    expect(safeResumeFileName(`${'a'.repeat(300)}.doc`)).toBe(`${'a'.repeat(100)}.doc`);
    expect(resumeExtension('cv.DocX')).toBe('docx');
    expect(resumeExtension('cv.txt')).toBeNull();
  });

  it('always makes a path the bucket policy and the column accept', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('pdf', 'doc', 'docx', 'PDF'),
        (stem, ext) => {
          const path = resumeStoragePath(randomUUID(), `${stem}.${ext}`);
          expect(path).toMatch(STORED_PATH);
          expect(path).toMatch(/^[A-Za-z0-9._/-]+$/);
        },
      ),
    );
  });
});
