/**
 * The résumé an applicant uploads into the private `resumes` bucket: PDF, DOC or DOCX up to 10 MB
 * (the bucket's own limits), stored as `<fresh uuid>/<safe name>.<ext>` as its policy requires.
 */
import * as z from 'zod/v4-mini';

export const RESUME_BUCKET = 'resumes';
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const RESUME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeExtension = keyof typeof RESUME_TYPES;

/** The file input's `accept`: by extension and by MIME type. */
export const RESUME_ACCEPT = [
  ...Object.keys(RESUME_TYPES).map((ext) => `.${ext}`),
  ...Object.values(RESUME_TYPES),
].join(',');

export const RESUME_MESSAGES = {
  missing: 'Attach your résumé (PDF, DOC or DOCX, up to 10 MB)',
  wrongType: 'Upload your résumé as a PDF, DOC or DOCX file',
  empty: 'This file is empty. Choose your résumé again',
  tooLarge: 'Your résumé must be 10 MB or smaller',
} as const;

/** What the checks need to know about a file (a File, or anything shaped like one). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Types a browser reports when it does not know the file's type; the extension decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);
const ALLOWED_TYPES = new Set<string>(Object.values(RESUME_TYPES));

export function resumeExtension(fileName: string): ResumeExtension | null {
  const extension = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return extension in RESUME_TYPES ? (extension as ResumeExtension) : null;
}

/** Why a file cannot be the résumé (by extension, MIME type and size), or null when it can. */
export function resumeProblem(file: FileFacts): string | null {
  if (!resumeExtension(file.name)) return RESUME_MESSAGES.wrongType;
  const type = file.type.toLowerCase();
  if (!UNKNOWN_TYPES.has(type) && !ALLOWED_TYPES.has(type)) return RESUME_MESSAGES.wrongType;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  return null;
}

/** "Jöhn Smith – CV (final).PDF" → "John-Smith-CV-final.pdf": ASCII only, as storage keys should be. */
export function safeResumeFileName(fileName: string): string {
  const extension = resumeExtension(fileName) ?? 'pdf';
  const stem = fileName
    .trim()
    .replace(/\.[a-z]+$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 100)
    .replace(/[-._]+$/, '');
  return `${stem === '' ? 'resume' : stem}.${extension}`;
}

/** The object key inside the bucket: a folder of its own, then the cleaned-up file name. */
export const resumeStoragePath = (folder: string, fileName: string): string =>
  `${folder}/${safeResumeFileName(fileName)}`;

const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<FileFacts>).name === 'string' &&
  typeof (value as Partial<FileFacts>).size === 'number' &&
  typeof (value as Partial<FileFacts>).type === 'string';

/** A file input's chosen files, as react-hook-form reads them (a FileList). */
const isFileList = (value: unknown): value is FileList =>
  typeof value === 'object' && value !== null && typeof (value as Partial<FileList>).item === 'function';

/** The form field: the chosen file (or the input's list of them), required, checked before anything is uploaded. */
export const resumeFile = z.pipe(
  z.custom<File | FileList | null>(),
  z.transform((chosen: File | FileList | null, ctx) => {
    const value = isFileList(chosen) ? chosen.item(0) : chosen;
    if (!isFile(value)) {
      ctx.issues.push({ code: 'custom', message: RESUME_MESSAGES.missing, input: chosen });
      return z.NEVER;
    }
    const problem = resumeProblem(value);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: chosen });
      return z.NEVER;
    }
    return value;
  }),
);
