import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { member, productAnon, productService } from '../../support/product.ts';

const tag = randomUUID().slice(0, 8);
const service = productService();
let busyJob = '';
let quietJob = '';

const application = (jobId: string, n: number) => ({
  job_id: jobId,
  full_name: `Applicant ${n}`,
  email: `applicant-${tag}-${n}@example.test`,
  resume_path: `${randomUUID()}/resume.pdf`,
});

beforeAll(async () => {
  const { data } = await service
    .from('jobs')
    .insert([
      {
        slug: `counts-busy-${tag}`,
        title: 'Busy job',
        department: 'Test',
        location: 'Remote',
        employment_type: 'full_time',
      },
      {
        slug: `counts-quiet-${tag}`,
        title: 'Quiet job',
        department: 'Test',
        location: 'Remote',
        employment_type: 'contract',
      },
    ])
    .select('id, slug')
    .throwOnError();
  busyJob = data.find((job) => job.slug.startsWith('counts-busy'))?.id ?? '';
  quietJob = data.find((job) => job.slug.startsWith('counts-quiet'))?.id ?? '';
  await service
    .from('job_applications')
    .insert([1, 2, 3].map((n) => application(busyJob, n)))
    .throwOnError();
});

describe('job_application_counts (the careers list’s applications column)', () => {
  it('counts every application of each job for staff, leaving out jobs without any', async () => {
    const editor = await member('editor');
    const { data, error } = await editor.client.rpc('job_application_counts', {
      job_ids: [busyJob, quietJob],
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ job_id: busyJob, applications: 3 }]);
  });

  it('counts nothing a signed-in user without a role may not read', async () => {
    const outsider = await member('no_role');
    const { data, error } = await outsider.client.rpc('job_application_counts', { job_ids: [busyJob] });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('is refused to visitors', async () => {
    const { error } = await productAnon().rpc('job_application_counts', { job_ids: [busyJob] });
    expect(error?.code).toBe('42501');
  });
});
