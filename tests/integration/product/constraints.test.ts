import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productAnon, productService } from '../../support/product.ts';

const service = productService();
const unique = () => randomUUID().slice(0, 8);

describe('what the database refuses whoever asks (constraints)', () => {
  it('stores emails trimmed and lowercased, once per address whatever the case', async () => {
    const local = `Reader.${unique()}`;
    expect(
      (
        await productAnon()
          .from('newsletter_signups')
          .insert({ email: `  ${local}@Example.COM ` })
      ).error,
    ).toBeNull();
    const stored = await service
      .from('newsletter_signups')
      .select('email')
      .eq('email', `${local.toLowerCase()}@example.com`);
    expect(stored.data).toEqual([{ email: `${local.toLowerCase()}@example.com` }]);
    const again = await productAnon()
      .from('newsletter_signups')
      .insert({ email: `${local.toUpperCase()}@EXAMPLE.com` });
    expect(again.error?.code).toBe('23505');
    // The form's duplicate check may run, and learns nothing: no error, no rows.
    const check = await productAnon()
      .from('newsletter_signups')
      .select('id')
      .eq('email', `${local.toLowerCase()}@example.com`);
    expect(check).toMatchObject({ error: null, data: [] });
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', `${'x'.repeat(250)}@example.com`, ''])(
    'refuses the email %j',
    async (email) => {
      const result = await productAnon().from('newsletter_signups').insert({ email });
      expect(result.error?.code).toBe('23514');
    },
  );

  it('lets visitors subscribe but not confirm or switch off a subscription themselves', async () => {
    const confirmed = await productAnon()
      .from('newsletter_signups')
      .insert({ email: `${unique()}@example.com`, is_confirmed: true });
    expect(confirmed.error?.code).toBe('42501');
    const inactive = await productAnon()
      .from('newsletter_signups')
      .insert({ email: `${unique()}@example.com`, is_active: false });
    expect(inactive.error?.code).toBe('42501');
  });

  it('checks contact messages and discovery calls field by field', async () => {
    const base = { name: 'Casey Visitor', email: `${unique()}@example.com` };
    // Visitors send contact messages; discovery calls come only from book_discovery_call, so the
    // table's own rules for them are checked with the service role (they hold whoever writes).
    type Who = 'visitor' | 'service';
    type Case = [what: string, fields: Record<string, unknown>, code: string, who?: Who];
    const cases: Case[] = [
      ['a contact message without a message', { kind: 'contact' }, '23514'],
      ['a too-short message', { kind: 'contact', message: 'hi' }, '23514'],
      ['a one-letter name', { kind: 'contact', message: 'A real question about SEO.', name: 'X' }, '23514'],
      [
        'a website that is not a URL',
        { kind: 'contact', message: 'A real question about SEO.', website: 'growdigital' },
        '23514',
      ],
      [
        'a phone number with letters',
        { kind: 'contact', message: 'A real question about SEO.', phone: 'call me' },
        '23514',
      ],
      ['a call without a slot', { kind: 'discovery_call' }, '23514', 'service'],
      [
        'a call request a visitor sends directly',
        {
          kind: 'discovery_call',
          preferred_date: '2099-01-01',
          preferred_time: '10:00',
          time_zone: 'America/Chicago',
        },
        '42501',
      ],
      [
        'an unknown budget',
        {
          kind: 'discovery_call',
          preferred_date: '2099-01-01',
          preferred_time: '10:00',
          time_zone: 'America/Chicago',
          budget: 'lots',
        },
        '23514',
        'service',
      ],
      [
        'a time that is not HH:MM',
        {
          kind: 'discovery_call',
          preferred_date: '2099-01-01',
          preferred_time: '10am',
          time_zone: 'America/Chicago',
        },
        '23514',
        'service',
      ],
      [
        'a status chosen by the visitor',
        { kind: 'contact', message: 'A real question about SEO.', status: 'replied' },
        '42501',
      ],
      ['an unknown kind', { kind: 'complaint', message: 'A real question about SEO.' }, '22P02'],
    ];
    for (const [what, fields, code, who = 'visitor'] of cases) {
      const result = await (who === 'service' ? service : productAnon())
        .from('contact_submissions')
        .insert({ ...base, ...fields } as never);
      expect(result.error?.code, what).toBe(code);
    }
    const good = await service.from('contact_submissions').insert({
      ...base,
      kind: 'discovery_call',
      company: 'Acme',
      website: 'https://acme.example',
      services: ['seo', 'lead-scoring'],
      budget: '10k-25k',
      goals: 'More qualified leads.',
      preferred_date: '2099-01-15',
      preferred_time: '09:30',
      time_zone: 'Europe/London',
      attribution: { utm_source: 'newsletter', landing_page: '/services' },
    });
    expect(good.error).toBeNull();
    const message = await productAnon()
      .from('contact_submissions')
      .insert({ ...base, kind: 'contact', message: 'A real question about SEO.' });
    expect(message.error).toBeNull();
  });

  it('takes applications only to open jobs, with a résumé that was uploaded', async () => {
    const { data: job } = await service.from('jobs').select('id').eq('status', 'open').limit(1).single();
    const path = `${randomUUID()}/resume.pdf`;
    const visitor = productAnon();
    const base = {
      job_id: job?.id ?? null,
      full_name: 'Alex Applicant',
      email: `${unique()}@example.com`,
      resume_path: path,
    };
    expect((await visitor.from('job_applications').insert(base)).error?.code).toBe('42501');
    expect(
      (
        await visitor.storage
          .from('resumes')
          .upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }))
      ).error,
    ).toBeNull();
    const badLinkedIn = await visitor
      .from('job_applications')
      .insert({ ...base, linkedin_url: 'https://evil.example/in/me' });
    expect(badLinkedIn.error?.code).toBe('23514');
    // Row-level checks run before CHECK constraints, so a path that was never uploaded is refused by the policy.
    expect(
      (await visitor.from('job_applications').insert({ ...base, resume_path: '../../etc/passwd.pdf' })).error
        ?.code,
    ).toBe('42501');
    expect(
      (await service.from('job_applications').insert({ ...base, resume_path: '../../etc/passwd.pdf' })).error
        ?.code,
    ).toBe('23514');
    const { data: closed } = await service
      .from('jobs')
      .insert({
        slug: `closed-${unique()}`,
        title: 'Closed role',
        department: 'Marketing',
        location: 'Austin',
        employment_type: 'full_time',
        status: 'closed',
      })
      .select('id')
      .single();
    expect(
      (await visitor.from('job_applications').insert({ ...base, job_id: closed?.id ?? null })).error?.code,
    ).toBe('42501');
    expect(
      (
        await visitor
          .from('job_applications')
          .insert({ ...base, linkedin_url: 'https://www.linkedin.com/in/alex' })
      ).error,
    ).toBeNull();
  });

  it('validates slugs, enums, single rows and cross-field rules of content', async () => {
    const post = { title: 'Valid title', status: 'draft' as const };
    for (const slug of ['Has Spaces', 'UPPER', 'double--dash', '-leading', 'trailing-', '']) {
      expect((await service.from('blog_posts').insert({ ...post, slug })).error?.code, slug).toBe('23514');
    }
    const slug = `unique-${unique()}`;
    expect((await service.from('blog_posts').insert({ ...post, slug })).error).toBeNull();
    expect((await service.from('blog_posts').insert({ ...post, slug })).error?.code).toBe('23505');
    expect(
      (await service.from('blog_posts').insert({ ...post, slug: `p-${unique()}`, status: 'published' })).error
        ?.code,
    ).toBe('23514');
    expect(
      (await service.from('blog_posts').insert({ ...post, slug: `p-${unique()}`, cover_path: 'blog/x.webp' }))
        .error?.code,
    ).toBe('23514');
    expect(
      (
        await service
          .from('videos')
          .insert({ youtube_id: 'too-short', title: 'Video', category: 'Tutorials' })
      ).error?.code,
    ).toBe('23514');
    expect(
      (
        await service.from('jobs').insert({
          slug: `j-${unique()}`,
          title: 'Job',
          department: 'X',
          location: 'Y',
          employment_type: 'full_time',
          salary_min: 90000,
          salary_max: 50000,
        })
      ).error?.code,
    ).toBe('23514');
    expect(
      (
        await service.from('resources').insert({
          slug: `r-${unique()}`,
          title: 'Both',
          type: 'guide',
          category: 'SEO',
          file_type: 'pdf',
          file_path: 'a.pdf',
          external_url: 'https://example.com/a.pdf',
        })
      ).error?.code,
    ).toBe('23514');
    expect(
      (
        await service
          .from('whatsapp_widget')
          .update({ position: 'middle' as never })
          .eq('id', true)
      ).error?.code,
    ).toBe('23514');
    expect(
      (await service.from('whatsapp_widget').update({ color: 'green' }).eq('id', true)).error?.code,
    ).toBe('23514');
    expect(
      (await service.from('site_settings').update({ gtm_id: 'UA-12345' }).eq('id', true)).error?.code,
    ).toBe('23514');
    expect((await service.from('site_settings').insert({ id: false })).error?.code).toBe('23514');
    expect((await service.from('page_visibility').insert({ page_name: '../admin' })).error?.code).toBe(
      '23514',
    );
    expect(
      (await service.from('redirects').insert({ from_path: '/a/../b', to_path: '/c' })).error?.code,
    ).toBe('23514');
  });

  it('keeps updated_at current', async () => {
    const slug = `dated-${unique()}`;
    // Written long ago, so the update's own time is later whatever the clock's resolution.
    const longAgo = '2020-01-01T00:00:00.000Z';
    const { data: before } = await service
      .from('faqs')
      .insert({ question: `When ${slug}?`, answer: 'Now.', category: 'Services', updated_at: longAgo })
      .select('id, created_at, updated_at')
      .single();
    expect(new Date(before?.updated_at ?? 0).toISOString()).toBe(longAgo);
    const { data: after } = await service
      .from('faqs')
      .update({ answer: 'Later.' })
      .eq('id', before?.id ?? '')
      .select('updated_at')
      .single();
    expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(before?.created_at ?? Date.now()).getTime(),
    );
  });
});
