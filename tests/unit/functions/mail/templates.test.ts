import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  companyFromSiteSettings,
  type MailContext,
  renderMail,
  staffDigest,
  TEMPLATES,
  type RenderedMail,
} from '../../../../supabase/functions/_shared/mail/templates/index.ts';

const HOSTILE_HTML = `"><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>`;
const HOSTILE_LINES = 'Ann\r\nBcc: victim@example.net\r\n\r\nClick https://evil.example';
const HUGE = 'N'.repeat(10_240);

const context: MailContext = {
  company: companyFromSiteSettings({
    company_name: 'Grow Digital',
    legal_name: 'Grow Digital LLC',
    email: 'hello@growdigital.example',
    phone: '+1 (512) 555-0100',
    address_line1: '100 Congress Ave',
    address_line2: 'Suite 200',
    city: 'Austin',
    region: 'TX',
    postal_code: '78701',
    country: 'United States',
  }),
  siteUrl: 'https://growdigital.example',
  adminUrl: 'https://growdigital.example/admin',
};

function contact(name: string, overrides: Record<string, unknown> = {}) {
  return {
    id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110001',
    kind: 'contact',
    name,
    email: 'ann@example.com',
    phone: null,
    company: name,
    website: 'javascript:alert(4)',
    subject: name,
    message: `${name}\nsecond line`,
    services: [name],
    budget: null,
    goals: name,
    preferred_date: '2026-12-01',
    preferred_time: '10:30',
    time_zone: 'America/Chicago',
    attribution: { utm_source: name, referrer: name, landing_page: '/contact' },
    created_at: '2026-11-26T10:00:00Z',
    digest: false,
    ...overrides,
  };
}

function application(name: string) {
  return {
    id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110002',
    full_name: name,
    email: 'ann@example.com',
    phone: '+1 512 555 0101',
    linkedin_url: 'https://www.linkedin.com/in/ann',
    portfolio_url: 'javascript:alert(5)',
    cover_letter: name,
    attribution: { utm_campaign: name },
    created_at: '2026-11-26T10:00:00Z',
    job: { id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110003', title: 'SEO Specialist', slug: 'seo-specialist' },
  };
}

const newsletter = {
  id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110004',
  email: 'ann@example.com',
  source: 'website-footer',
  confirm_token: 'c0nf1rm-t0ken_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  unsubscribe_token: 'uns_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

/** A discovery call's message: the visitor's values and the host's name are `name`. */
function call(name: string) {
  return {
    call: {
      id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110005',
      sequence: 1,
      status: 'booked',
      starts_at: '2026-12-01T15:00:00+00:00',
      ends_at: '2026-12-01T15:30:00+00:00',
      meeting_minutes: 30,
      agency_time_zone: 'America/Chicago',
      visitor_time_zone: 'Europe/London',
      host: {
        id: '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110006',
        name,
        email: 'marcus@growdigital.example',
        meeting_url: null,
      },
      previous_starts_at: '2026-11-30T15:00:00+00:00',
      cancelled_by: 'visitor',
      cancel_reason: name,
    },
    lead: { ...contact(name), kind: undefined },
    manage_token: 'm4nage-t0ken_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  };
}

function payloadFor(kind: keyof typeof TEMPLATES, name: string): unknown {
  if (kind === 'newsletter.confirm') return newsletter;
  if (kind.startsWith('visitor.call_') || kind.startsWith('host.call_')) return call(name);
  if (kind === 'staff.job_application' || kind === 'visitor.job_application_ack') return application(name);
  return contact(name, kind === 'staff.discovery_call' ? { kind: 'discovery_call' } : {});
}

/** Every element and attribute of the HTML part, as a browser's parser would see them. */
function elements(html: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const visit = (node: unknown) => {
    const element = node as {
      type?: string;
      name?: string;
      attribs?: Record<string, string>;
      children?: unknown[];
    };
    if (element.type === 'tag' || element.type === 'script' || element.type === 'style')
      found.push({ name: element.name ?? '', attributes: element.attribs ?? {} });
    element.children?.forEach(visit);
  };
  visit(parseDocument(html));
  return found;
}

function expectInert(mail: RenderedMail) {
  const all = elements(mail.html);
  expect(all.filter((element) => ['script', 'img', 'iframe', 'object'].includes(element.name))).toEqual([]);
  for (const element of all) {
    for (const [attribute, value] of Object.entries(element.attributes)) {
      expect(attribute.startsWith('on'), `${element.name} ${attribute}`).toBe(false);
      if (attribute === 'href')
        expect(value).toMatch(/^(https:\/\/growdigital\.example\/|mailto:|https:\/\/www\.linkedin\.com\/)/);
    }
  }
  // eslint-disable-next-line no-control-regex
  expect(mail.subject).not.toMatch(/[\u0000-\u001f]/);
}

describe('email templates', () => {
  for (const kind of Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[]) {
    it(`${kind}: hostile HTML stays text in the HTML part and unchanged in the text part`, () => {
      const mail = renderMail(kind, payloadFor(kind, HOSTILE_HTML), context);
      expectInert(mail);
      if (!kind.startsWith('visitor.') && kind !== 'newsletter.confirm') {
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(mail.text).toContain('<script>alert(1)</script>');
      }
    });

    it(`${kind}: CR/LF in a name never makes a header or a line of ours`, () => {
      const mail = renderMail(kind, payloadFor(kind, HOSTILE_LINES), context);
      expectInert(mail);
      expect(mail.text).not.toMatch(/^Bcc:/m);
      expect(mail.text).not.toMatch(/^Click https:\/\/evil/m);
    });

    it(`${kind}: a 10 KB name is shortened with an ellipsis`, () => {
      const mail = renderMail(kind, payloadFor(kind, HUGE), context);
      expectInert(mail);
      expect(mail.subject.length).toBeLessThan(200);
      if (kind !== 'newsletter.confirm') expect(mail.subject + mail.text).toContain('N…');
      expect(mail.html.length).toBeLessThan(60_000);
    });

    it(`${kind}: the footer names the company with its address and contact details`, () => {
      const mail = renderMail(kind, payloadFor(kind, 'Ann Lee'), context);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Grow Digital');
        expect(part).toContain('100 Congress Ave');
        expect(part).toContain('Austin, TX 78701');
        expect(part).toContain('hello@growdigital.example');
      }
    });
  }

  it('staff emails carry the details, the attribution and a link to the admin', () => {
    const mail = renderMail('staff.discovery_call', contact('Ann Lee', { kind: 'discovery_call' }), context);
    expect(mail.subject).toBe('New discovery call request from Ann Lee for 2026-12-01 10:30');
    expect(mail.text).toContain('Preferred time: 2026-12-01 10:30 (America/Chicago)');
    expect(mail.text).toContain('UTM source: Ann Lee');
    // The link opens this request in the admin (its id is the lead row's).
    const link =
      'https://growdigital.example/admin/contact-submissions?open=0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110001';
    expect(mail.text).toContain(`Open the request:\n${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    const applied = renderMail('staff.job_application', application('Ann Lee'), context);
    expect(applied.text).toContain(
      'Open the application:\nhttps://growdigital.example/admin/job-applications?open=0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110002',
    );
    // A visitor's javascript: URL is shown, never linked.
    expect(mail.html).not.toContain('href="javascript:');
  });

  it('visitor acknowledgements repeat nothing the visitor wrote but a short first name', () => {
    const mail = renderMail(
      'visitor.contact_ack',
      contact('Ann Lee', { message: 'Buy pills at https://spam.example' }),
      context,
    );
    expect(mail.text).toContain('Thank you, Ann');
    expect(mail.text + mail.html).not.toContain('spam.example');
    expect(mail.subject).toBe('We received your message — Grow Digital');
  });

  it('the newsletter confirmation links to the confirm and unsubscribe pages with the tokens', () => {
    const mail = renderMail('newsletter.confirm', newsletter, context);
    expect(mail.text).toContain(
      `https://growdigital.example/newsletter/confirm?token=${newsletter.confirm_token}`,
    );
    expect(mail.text).toContain(
      `https://growdigital.example/newsletter/unsubscribe?token=${newsletter.unsubscribe_token}`,
    );
    const custom = renderMail('newsletter.confirm', newsletter, {
      ...context,
      unsubscribeUrl: 'https://growdigital.example/u?token=x&y=1',
    });
    expect(custom.html).toContain('href="https://growdigital.example/u?token=x&amp;y=1"');
  });

  it('a payload of the wrong shape is refused rather than rendered half', () => {
    expect(() => renderMail('staff.contact', { id: 'x' }, context)).toThrow();
    expect(() => renderMail('newsletter.confirm', { email: 'a@example.com' }, context)).toThrow();
  });

  it('the digest lists every lead of its kind, numbered, hostile values inert', () => {
    const mail = staffDigest(
      { kind: 'staff.contact', leads: [contact('Ann Lee'), contact(HOSTILE_HTML), contact(HUGE)] },
      context,
    );
    expectInert(mail);
    expect(mail.subject).toBe('Daily digest: 3 new contact messages');
    expect(mail.text).toContain('1. Ann Lee');
    expect(mail.text).toMatch(/^3\. N+…$/m);
    const one = staffDigest({ kind: 'staff.job_application', leads: [application('Ann Lee')] }, context);
    expect(one.subject).toBe('Daily digest: 1 new job application');
    expect(one.text).toContain('1. Ann Lee — SEO Specialist');
  });

  it('the digest links to the inbox and to each lead on its own', () => {
    const ids = ['0b6f3a8e-7f7d-4e1a-9a43-5a1f0b1100a1', '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b1100a2'];
    const mail = staffDigest(
      {
        kind: 'staff.discovery_call',
        leads: ids.map((id, n) => contact(`Lead ${n + 1}`, { id, kind: 'discovery_call' })),
      },
      context,
    );
    const admin = 'https://growdigital.example/admin';
    expect(mail.text).toContain(`Open the back office:\n${admin}/contact-submissions?kind=discovery_call`);
    const links = [...mail.html.matchAll(/href="([^"]+\?open=[^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(ids.map((id) => `${admin}/contact-submissions?open=${id}`));
    // Each lead's link follows its own details.
    expect(mail.text.indexOf('2. Lead 2')).toBeGreaterThan(
      mail.text.indexOf(`Open this request:\n${admin}/contact-submissions?open=${ids[0] ?? ''}`),
    );
    const one = staffDigest({ kind: 'staff.job_application', leads: [application('Ann Lee')] }, context);
    expect(one.text).toContain(
      `Open this application:\n${admin}/job-applications?open=0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110002`,
    );
  });
});
