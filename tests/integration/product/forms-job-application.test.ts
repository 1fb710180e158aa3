import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emptyJobApplication, jobApplicationFormSchema } from '../../../src/lib/forms/job-application.ts';
import { submitJobApplication, uploadResume } from '../../../src/lib/forms/submit-job-application.ts';
import { createPublicRest } from '../../../src/lib/supabase/public-rest.ts';
import { createPublicStorage } from '../../../src/lib/supabase/public-storage.ts';
import { freshAddress, member, type Member, productAnon, productService } from '../../support/product.ts';

/** The island's two clients, from one client address (or an API that does not answer). */
function clientsFrom(address = freshAddress(), supabaseUrl = inject('productUrl')) {
  const env = { supabaseUrl, supabaseAnonKey: inject('anonKey') };
  const rest = createPublicRest(env);
  rest.headers.set('X-Forwarded-For', address);
  return { rest, storage: createPublicStorage(env, { 'X-Forwarded-For': address }) };
}

const PDF_BYTES = '%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n';
const resume = (name = 'Ari Applicant – CV.pdf', type = 'application/pdf') =>
  new File([PDF_BYTES], name, { type });
const application = (jobId: string, file: File = resume()) =>
  jobApplicationFormSchema.parse({
    ...emptyJobApplication(jobId),
    full_name: 'Ari Applicant',
    email: `ari-${randomUUID().slice(0, 8)}@example.com`,
    linkedin_url: 'linkedin.com/in/ari',
    cover_letter: 'I have run paid search for ten years.',
    resume: file,
  });

const UPLOADED_PATH = /^[0-9a-f-]{36}\/Ari-Applicant-CV\.pdf$/;

describe('job applications against the product stack', () => {
  let openJob: string;
  let closedJob: string;
  let editor: Member;
  let signedIn: Member;
  beforeAll(async () => {
    const service = productService();
    const open = await service.from('jobs').select('id').eq('status', 'open').limit(1).single();
    const closed = await service
      .from('jobs')
      .insert({
        slug: `closed-role-${randomUUID().slice(0, 8)}`,
        title: 'A Role That Has Closed',
        department: 'Marketing',
        location: 'Austin, TX',
        employment_type: 'full_time',
        status: 'closed',
      })
      .select('id')
      .single();
    openJob = open.data?.id ?? '';
    closedJob = closed.data?.id ?? '';
    [editor, signedIn] = await Promise.all([member('editor'), member('no_role')]);
  });

  it('uploads the résumé into a new folder and stores the application; only staff can open the résumé', async () => {
    const values = application(openJob);
    const outcome = await submitJobApplication(clientsFrom(), values, { utm_source: 'linkedin' });
    expect(outcome.ok).toBe(true);
    const path = outcome.upload?.path ?? '';
    expect(path).toMatch(UPLOADED_PATH);

    const { data } = await editor.client
      .from('job_applications')
      .select('job_id, full_name, email, linkedin_url, cover_letter, resume_path, status, attribution')
      .eq('email', values.email)
      .single();
    expect(data).toEqual({
      job_id: openJob,
      full_name: 'Ari Applicant',
      email: values.email,
      linkedin_url: 'https://linkedin.com/in/ari',
      cover_letter: 'I have run paid search for ten years.',
      resume_path: path,
      status: 'new',
      attribution: { utm_source: 'linkedin' },
    });

    const download = await editor.client.storage.from('resumes').download(path);
    expect(await download.data?.text()).toBe(PDF_BYTES);
    expect(download.data?.type).toBe('application/pdf');
    expect((await productAnon().storage.from('resumes').download(path)).error).toBeTruthy();
    expect((await productAnon().storage.from('resumes').createSignedUrl(path, 60)).error).toBeTruthy();
    expect((await signedIn.client.storage.from('resumes').download(path)).error).toBeTruthy();
  });

  it('stores a .docx the browser left untyped with its proper type', async () => {
    const docx = resume('cv.docx', '');
    const uploaded = await uploadResume(clientsFrom().storage, docx);
    expect(uploaded.ok).toBe(true);
    const path = uploaded.ok ? uploaded.upload.path : '';
    const download = await editor.client.storage.from('resumes').download(path);
    expect(download.data?.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('keeps the upload when the row is refused, and reuses it on the retry instead of uploading again', async () => {
    const clients = clientsFrom();
    const refused = await submitJobApplication(clients, application(closedJob), {});
    expect(refused).toMatchObject({
      ok: false,
      toast: {
        title: 'Application not sent',
        description:
          'This role is no longer taking applications, or your résumé did not finish uploading. Please reload the page and try again.',
      },
    });
    const kept = refused.upload;
    expect(kept?.path).toMatch(UPLOADED_PATH);

    // The same file, now for an open job: no second upload (anon may not write into that folder again).
    const values = { ...application(openJob, kept?.file), resume: kept?.file ?? resume() };
    const retried = await submitJobApplication(clients, values, {}, kept);
    expect(retried).toEqual({ ok: true, upload: kept });
    const folder = kept?.path.split('/')[0] ?? '';
    const listed = await editor.client.storage.from('resumes').list(folder);
    expect(listed.data?.map((file) => file.name)).toEqual(['Ari-Applicant-CV.pdf']);
    const stored = await editor.client
      .from('job_applications')
      .select('resume_path')
      .eq('email', values.email);
    expect(stored.data).toEqual([{ resume_path: kept?.path }]);

    // A different file is a new upload into a new folder.
    const other = await submitJobApplication(clients, application(openJob), {}, kept);
    expect(other.ok).toBe(true);
    expect(other.upload?.path).not.toBe(kept?.path);
  });

  it('explains uploads the storage refuses or cannot receive', async () => {
    const folder = randomUUID();
    const { storage } = clientsFrom();
    expect((await uploadResume(storage, resume(), folder)).ok).toBe(true);
    expect(await uploadResume(storage, resume(), folder)).toEqual({
      ok: false,
      toast: {
        title: 'Application not sent',
        description: "We couldn't upload your résumé. Please try again.",
        variant: 'destructive',
      },
    });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect(await uploadResume(storage, huge)).toMatchObject({
      ok: false,
      toast: { description: 'Your résumé is larger than 10 MB. Please upload a smaller file.' },
    });
    const offline = clientsFrom(freshAddress(), 'http://127.0.0.1:9');
    expect(await submitJobApplication(offline, application(openJob), {})).toEqual({
      ok: false,
      toast: {
        title: 'Application not sent',
        description: "We couldn't reach our server. Check your connection and try again.",
        variant: 'destructive',
      },
    });
  });
});
