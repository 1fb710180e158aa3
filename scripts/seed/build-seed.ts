/**
 * Writes supabase/seed.sql from the demo content in supabase/seed/content (and the page copy in
 * src/content/copy for the SEO rows). `--check` fails if the committed seed.sql is out of date.
 *
 *   npx tsx scripts/seed/build-seed.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_GROUPS, STATIC_ROUTES, VISIBILITY_PAGE_NAMES } from '../../src/lib/routes.ts';
import { callsSql } from './calls.ts';
import { keyIn, number, readDocument, readFolder, required, section, strings, text } from './content.ts';
import { insert, type SqlValue, stableId, update } from './sql.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const content = path.join(root, 'supabase/seed/content');
const storage = path.join(root, 'supabase/seed/storage');
const copy = path.join(root, 'src/content/copy');
const output = path.join(root, 'supabase/seed.sql');

const when = (v: unknown): string | null => text(v);
const sizeOf = (bucket: string, key: string) => fs.statSync(path.join(storage, bucket, key)).size;

/** The alt text content gives each media file, for the media library's rows. */
const mediaAlts = new Map<string, string>();
function libraryImage(key: string | null, alt: unknown): string | null {
  const described = text(alt);
  if (key && described && !mediaAlts.has(key)) mediaAlts.set(key, described);
  return key;
}

function filesUnder(folder: string, prefix = ''): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Every demo image in the media library, with the alt text its content uses (run after the content). */
function mediaLibrarySql(): string {
  return insert(
    'public.media_assets',
    filesUnder(path.join(storage, 'media')).map((key) => {
      const alt = mediaAlts.get(key);
      if (!alt) throw new Error(`media/${key} is not used by any content, so it has no alt text`);
      return {
        path: key,
        alt_text: alt,
        file_name: path.basename(key),
        mime_type: IMAGE_TYPES[path.extname(key).slice(1)] ?? null,
        size_bytes: sizeOf('media', key),
      };
    }),
  );
}

function settingsSql(): string {
  const { data } = readDocument(path.join(content, 'settings.md'));
  const whatsapp = (data.whatsapp ?? {}) as Record<string, unknown>;
  return (
    update('public.site_settings', 'id', {
      company_name: required(data.company_name, 'company_name'),
      tagline: required(data.tagline, 'tagline'),
      legal_name: text(data.legal_name),
      email: text(data.email),
      phone: text(data.phone),
      address_line1: text(data.address_line1),
      address_line2: text(data.address_line2) ?? null,
      city: text(data.city),
      region: text(data.region),
      postal_code: text(data.postal_code),
      country: text(data.country),
      founded_year: number(data.founded_year),
      business_hours: text(data.business_hours),
      socials: { json: data.socials ?? {} },
    }) +
    update('public.whatsapp_widget', 'id', {
      phone_number: text(whatsapp.phone_number),
      welcome_message: required(whatsapp.welcome_message, 'whatsapp.welcome_message'),
      position: text(whatsapp.position) ?? 'bottom-right',
      color: text(whatsapp.color) ?? '#25D366',
      is_enabled: true,
    })
  );
}

function aboutSql(): string {
  const { data, body } = readDocument(path.join(content, 'about.md'));
  return update('public.about_content', 'id', {
    headline: required(data.headline, 'about.headline'),
    intro: text(data.intro) ?? '',
    mission: text(data.mission) ?? '',
    vision: text(data.vision) ?? '',
    story: body,
    values: { json: data.values ?? [] },
    stats: { json: data.stats ?? [] },
    seo_title: text(data.seo_title),
    seo_description: text(data.seo_description),
  });
}

function teamSql(): string {
  return insert(
    'public.team_members',
    readFolder(path.join(content, 'team')).map(({ slug, data, body }) => ({
      id: stableId('team', slug),
      slug,
      name: required(data.name, `${slug}.name`),
      role: required(data.role, `${slug}.role`),
      bio: body,
      photo_path: libraryImage(keyIn('media', data.photo), data.photo_alt),
      photo_alt: text(data.photo_alt),
      linkedin_url: text(data.linkedin_url),
      sort_order: number(data.sort_order) ?? 0,
      is_published: true,
    })),
  );
}

function blogSql(): string {
  return insert(
    'public.blog_posts',
    readFolder(path.join(content, 'blog')).map(({ slug, data, body }) => ({
      id: stableId('blog', slug),
      slug,
      title: required(data.title, `${slug}.title`),
      excerpt: text(data.excerpt) ?? '',
      body,
      cover_path: libraryImage(keyIn('media', data.cover), data.cover_alt),
      cover_alt: text(data.cover_alt),
      author_id: text(data.author) ? stableId('team', required(data.author, 'author')) : null,
      category: text(data.category),
      tags: strings(data.tags),
      status: required(data.status, `${slug}.status`),
      published_at: when(data.published_at),
      seo_title: text(data.seo_title),
      seo_description: text(data.seo_description),
    })),
  );
}

function caseStudiesSql(): string {
  return insert(
    'public.case_studies',
    readFolder(path.join(content, 'case-studies')).map(({ slug, data, body }) => ({
      id: stableId('case-study', slug),
      slug,
      title: required(data.title, `${slug}.title`),
      client: required(data.client, `${slug}.client`),
      industry: text(data.industry),
      services: strings(data.services),
      summary: text(data.summary) ?? '',
      challenge: section(body, 'The challenge'),
      solution: section(body, 'Our solution'),
      results: { json: data.results ?? [] },
      testimonial_quote: text(data.testimonial_quote),
      testimonial_author: text(data.testimonial_author),
      testimonial_role: text(data.testimonial_role),
      cover_path: libraryImage(keyIn('media', data.cover), data.cover_alt),
      cover_alt: text(data.cover_alt),
      featured: data.featured === true,
      sort_order: number(data.sort_order) ?? 0,
      status: required(data.status, `${slug}.status`),
      published_at: when(data.published_at),
      seo_title: text(data.seo_title),
      seo_description: text(data.seo_description),
    })),
  );
}

function portfolioSql(): string {
  return insert(
    'public.portfolio_items',
    readFolder(path.join(content, 'portfolio')).map(({ slug, data, body }) => ({
      id: stableId('portfolio', slug),
      slug,
      title: required(data.title, `${slug}.title`),
      client: required(data.client, `${slug}.client`),
      category: required(data.category, `${slug}.category`),
      summary: text(data.summary) ?? '',
      body,
      year: number(data.year),
      project_url: text(data.project_url),
      tags: strings(data.tags),
      cover_path: libraryImage(keyIn('media', data.cover), data.cover_alt),
      cover_alt: text(data.cover_alt),
      gallery: {
        json: (Array.isArray(data.gallery) ? (data.gallery as Record<string, unknown>[]) : []).map((g) => ({
          path: libraryImage(keyIn('media', g.image), g.alt),
          alt: text(g.alt),
        })),
      },
      featured: data.featured === true,
      sort_order: number(data.sort_order) ?? 0,
      status: required(data.status, `${slug}.status`),
      published_at: when(data.published_at),
    })),
  );
}

function videosSql(): string {
  return insert(
    'public.videos',
    readFolder(path.join(content, 'videos')).map(({ slug, data, body }) => ({
      id: stableId('video', slug),
      youtube_id: required(data.youtube_id, `${slug}.youtube_id`),
      title: required(data.title, `${slug}.title`),
      description: body,
      category: required(data.category, `${slug}.category`),
      duration_seconds: number(data.duration_seconds),
      upload_date: when(data.upload_date),
      featured: data.featured === true,
      sort_order: number(data.sort_order) ?? 0,
      status: data.published === true ? 'published' : 'draft',
      published_at: data.published === true ? `${required(data.upload_date, 'upload_date')}T09:00:00Z` : null,
    })),
  );
}

function resourcesSql(): string {
  return insert(
    'public.resources',
    readFolder(path.join(content, 'resources')).map(({ slug, data }) => {
      const file = keyIn('downloads', data.file);
      return {
        id: stableId('resource', slug),
        slug,
        title: required(data.title, `${slug}.title`),
        description: text(data.description) ?? '',
        type: required(data.type, `${slug}.type`),
        category: required(data.category, `${slug}.category`),
        file_path: file,
        file_type: required(data.file_type, `${slug}.file_type`),
        file_size_bytes: file ? sizeOf('downloads', file) : null,
        sort_order: number(data.sort_order) ?? 0,
        status: required(data.status, `${slug}.status`),
        published_at: when(data.published_at),
      };
    }),
  );
}

function faqsSql(): string {
  const { data } = readDocument(path.join(content, 'faqs.md'));
  const faqs = Array.isArray(data.faqs) ? (data.faqs as Record<string, unknown>[]) : [];
  return insert(
    'public.faqs',
    faqs.map((faq, i) => ({
      id: stableId('faq', String(i + 1)),
      question: required(faq.question, 'faq.question'),
      answer: required(faq.answer, 'faq.answer'),
      category: required(faq.category, 'faq.category'),
      sort_order: number(faq.sort_order) ?? i + 1,
      is_published: true,
    })),
  );
}

function jobsSql(): string {
  return insert(
    'public.jobs',
    readFolder(path.join(content, 'jobs')).map(({ slug, data, body }) => ({
      id: stableId('job', slug),
      slug,
      title: required(data.title, `${slug}.title`),
      department: required(data.department, `${slug}.department`),
      location: required(data.location, `${slug}.location`),
      employment_type: required(data.employment_type, `${slug}.employment_type`),
      remote_policy: required(data.remote_policy, `${slug}.remote_policy`),
      salary_min: number(data.salary_min),
      salary_max: number(data.salary_max),
      salary_currency: text(data.salary_currency) ?? 'USD',
      salary_period: text(data.salary_period) ?? 'year',
      summary: text(data.summary) ?? '',
      description: body,
      requirements: strings(data.requirements),
      benefits: strings(data.benefits),
      status: required(data.status, `${slug}.status`),
      valid_through: when(data.valid_through),
      published_at: when(data.published_at),
    })),
  );
}

/** The copy file that holds a static route's title and description. */
function copyFor(route: string): { seo_title: unknown; seo_description: unknown } {
  const pages = readDocument(path.join(copy, 'pages.md')).data as Record<
    string,
    { seo_title: unknown; seo_description: unknown }
  >;
  if (route === '/') return readDocument(path.join(copy, 'home.md')).data as never;
  if (route === '/services') return readDocument(path.join(copy, 'services/index.md')).data as never;
  const service = /^\/services\/(.+)$/.exec(route)?.[1];
  if (service) return readDocument(path.join(copy, `services/${service}.md`)).data as never;
  const legal = ['/privacy-policy', '/terms-of-service', '/cookie-policy'];
  if (legal.includes(route)) return readDocument(path.join(copy, `legal${route}.md`)).data as never;
  const key = { '/resources/downloads': 'downloads', '/resources/faq': 'faq' }[route] ?? route.slice(1);
  const page = pages[key];
  if (!page) throw new Error(`No copy for ${route}`);
  return page;
}

function pageSeoSql(): string {
  return insert(
    'public.page_seo',
    STATIC_ROUTES.map((route) => {
      const page = copyFor(route.path);
      return {
        route: route.path,
        title: required(page.seo_title, `${route.path} seo_title`),
        description: required(page.seo_description, `${route.path} seo_description`),
        noindex: !route.inSitemap,
      };
    }),
  );
}

function visibilitySql(): string {
  return insert(
    'public.page_visibility',
    VISIBILITY_PAGE_NAMES.map((page_name) => ({ page_name, is_visible: true })),
  );
}

function redirectsSql(): string {
  const firstService = SERVICE_GROUPS[1]?.services[0]?.slug ?? 'search-engine-ads';
  return insert('public.redirects', [
    { from_path: '/ppc', to_path: `/services/performance-marketing/${firstService}`, status_code: 301 },
    { from_path: '/resources', to_path: '/resource-center', status_code: 301 },
    { from_path: '/team', to_path: '/about', status_code: 301 },
  ]);
}

function backlinksSql(): string {
  const rows: Record<string, SqlValue>[] = [
    {
      source_url: 'https://www.austin-business-directory.example/marketing-agencies',
      target_url: 'https://growdigital.example/',
      expected_anchor: 'Grow Digital',
      notes: 'Local directory listing',
    },
    {
      source_url: 'https://blog.saas-growth-weekly.example/lead-scoring-roundup',
      target_url: 'https://growdigital.example/blog/ai-lead-scoring-sales-trust',
      expected_anchor: 'AI lead scoring',
      notes: 'Newsletter roundup mention',
    },
    {
      source_url: 'https://www.harborview-dental.example/partners',
      target_url: 'https://growdigital.example/case-studies/harborview-dental-local-growth',
      expected_anchor: 'our marketing partner',
      notes: 'Client partner page',
    },
  ];
  return insert('public.backlinks', rows);
}

/** A few example inbox entries, dated relative to when the seed runs, so the dashboard has figures. */
function sampleInboxSql(): string {
  const ago = (days: number) => ({ raw: `now() - interval '${days} days'` });
  const newsletter = [
    'jordan.ellis',
    'priya.shah',
    'sam.okoro',
    'lena.fischer',
    'marco.bianchi',
    'aiko.tanaka',
  ].map((name, i) => ({
    email: `${name}@example.com`,
    source: i === 0 ? 'blog-post' : 'website-footer',
    created_at: ago(i * 4 + 1),
  }));
  const contact = [
    {
      kind: 'contact',
      name: 'Rachel Moreno',
      email: 'rachel.moreno@example.com',
      company: 'Lakeline Orthodontics',
      subject: 'Local SEO for three clinics',
      message:
        'We opened a third location in Round Rock and our map listings are a mess. Could you help us clean them up and grow bookings?',
      created_at: ago(2),
      status: 'new',
    },
    {
      kind: 'contact',
      name: 'Tom Becker',
      email: 'tom.becker@example.com',
      company: 'Becker Outdoor Gear',
      subject: 'Performance Max audit',
      message:
        'Our Performance Max campaigns spend well but we cannot tell what is working. Do you offer a one-off audit?',
      created_at: ago(9),
      status: 'replied',
    },
    {
      kind: 'discovery_call',
      name: 'Nina Alvarez',
      email: 'nina.alvarez@example.com',
      company: 'Alvarez Legal Group',
      website: 'https://alvarez-legal.example',
      services: ['search-engine-ads', 'landing-page-design'],
      budget: '10k-25k',
      goals: 'More qualified consultation requests from Google Ads at a lower cost per lead.',
      preferred_date: { raw: 'current_date + 5' },
      preferred_time: '10:00',
      time_zone: 'America/Chicago',
      created_at: ago(1),
      status: 'new',
    },
    {
      kind: 'discovery_call',
      name: 'Devon Park',
      email: 'devon.park@example.com',
      company: 'Parkside Analytics',
      website: 'https://parkside-analytics.example',
      services: ['lead-scoring', 'email-automation'],
      budget: '25k-50k',
      goals: 'Route inbound demo requests faster and nurture the rest automatically.',
      preferred_date: { raw: 'current_date + 8' },
      preferred_time: '14:30',
      time_zone: 'America/New_York',
      created_at: ago(6),
      status: 'read',
    },
  ];
  const contactRows = contact.map((c) => ({
    kind: c.kind,
    name: c.name,
    email: c.email,
    company: c.company,
    website: 'website' in c ? c.website : null,
    subject: 'subject' in c ? c.subject : null,
    message: 'message' in c ? c.message : null,
    services: 'services' in c ? c.services : [],
    budget: 'budget' in c ? c.budget : null,
    goals: 'goals' in c ? c.goals : null,
    preferred_date: 'preferred_date' in c ? c.preferred_date : null,
    preferred_time: 'preferred_time' in c ? c.preferred_time : null,
    time_zone: 'time_zone' in c ? c.time_zone : null,
    attribution: {
      json: {
        utm_source: 'google',
        utm_medium: 'cpc',
        landing_page: '/services/performance-marketing/search-engine-ads',
      },
    },
    status: c.status,
    created_at: c.created_at,
  })) as Record<string, SqlValue>[];
  return insert('public.newsletter_signups', newsletter) + insert('public.contact_submissions', contactRows);
}

/** The seed SQL the demo content describes. */
export function buildSeed(): string {
  return [
    '-- Demo content for Grow Digital. Generated by scripts/seed/build-seed.ts from supabase/seed/content',
    '-- and src/content/copy: edit those and run `npm run seed:build`, not this file.',
    '-- The files this content refers to are in supabase/seed/storage/<bucket>/ (the local stack stores',
    '-- them on a fresh database; see README for hosted Supabase).',
    '',
    settingsSql(),
    aboutSql(),
    teamSql(),
    blogSql(),
    caseStudiesSql(),
    portfolioSql(),
    videosSql(),
    resourcesSql(),
    faqsSql(),
    jobsSql(),
    mediaLibrarySql(),
    pageSeoSql(),
    visibilitySql(),
    redirectsSql(),
    backlinksSql(),
    sampleInboxSql(),
    callsSql(),
    '-- Loading demo content is not activity anyone did: start the audit log empty.',
    'delete from public.audit_log;',
    '',
  ].join('\n');
}

const isMain =
  process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
const sql = isMain ? buildSeed() : '';
if (!isMain) {
  // Imported (by the tests): nothing to write.
} else if (process.argv.includes('--check')) {
  const current = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
  if (current !== sql) {
    console.error('supabase/seed.sql is out of date: run `npm run seed:build`.');
    process.exit(1);
  }
  console.log('supabase/seed.sql is up to date.');
} else {
  fs.writeFileSync(output, sql);
  console.log(`Wrote ${path.relative(root, output)} (${sql.length} characters).`);
}
