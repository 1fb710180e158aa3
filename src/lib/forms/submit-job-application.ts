/**
 * A job application in two steps: the résumé into its own new folder of the private bucket, then
 * the row that points at it. Visitors may upload into a folder only once, so when the row is
 * refused after the upload, the caller keeps the upload and passes it back on the retry.
 */
import type { Attribution } from '../attribution.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
import type { PublicStorage } from '../supabase/public-storage.ts';
import type { ToastInput } from '../toast-store.ts';
import { insertFailureToast, uploadFailureToast } from './errors.ts';
import { type JobApplicationFormValues, jobApplicationRow } from './job-application.ts';
import {
  RESUME_BUCKET,
  RESUME_TYPES,
  resumeExtension,
  resumeStoragePath,
  safeResumeFileName,
} from './resume.ts';

/** A résumé file already stored, and where. */
export interface ResumeUpload {
  file: File;
  path: string;
}

export type JobApplicationOutcome =
  { ok: true; upload: ResumeUpload } | { ok: false; toast: ToastInput; upload?: ResumeUpload };

/** Uploads a checked résumé into a fresh folder, typed by its extension (browsers often leave .doc/.docx untyped). */
export async function uploadResume(
  storage: PublicStorage,
  file: File,
  folder: string = crypto.randomUUID(),
): Promise<{ ok: true; upload: ResumeUpload } | { ok: false; toast: ToastInput }> {
  const type = RESUME_TYPES[resumeExtension(file.name) ?? 'pdf'];
  const path = resumeStoragePath(folder, file.name);
  const body = new File([file], safeResumeFileName(file.name), { type });
  const { error } = await storage.upload(RESUME_BUCKET, path, body, type);
  return error ? { ok: false, toast: uploadFailureToast(error) } : { ok: true, upload: { file, path } };
}

/** Uploads the résumé unless `previous` already holds this very file, then stores the application. */
export async function submitJobApplication(
  clients: { rest: PublicRest; storage: PublicStorage },
  values: JobApplicationFormValues,
  attribution: Attribution,
  previous?: ResumeUpload,
): Promise<JobApplicationOutcome> {
  let upload = previous?.file === values.resume ? previous : undefined;
  if (!upload) {
    const uploaded = await uploadResume(clients.storage, values.resume);
    if (!uploaded.ok) return uploaded;
    upload = uploaded.upload;
  }
  const result = await clients.rest
    .from('job_applications')
    .insert(jobApplicationRow(values, upload.path, attribution));
  if (result.error) return { ok: false, toast: insertFailureToast('job_application', result), upload };
  return { ok: true, upload };
}
