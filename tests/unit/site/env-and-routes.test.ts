import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../supabase/local/config.ts';
import { apiKeysFor } from '../../../supabase/local/keys.ts';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, publicEnvFrom } from '../../../src/lib/public-env.ts';
import { SERVICE_GROUPS, STATIC_ROUTES, VISIBILITY_PAGE_NAMES } from '../../../src/lib/routes.ts';
import { orderedSocials } from '../../../src/lib/social.ts';

const copyDir = fileURLToPath(new URL('../../../src/content/copy', import.meta.url));

describe('public env', () => {
  it('defaults to the local stack, whose default anon key it matches', async () => {
    const config = loadConfig({});
    expect(LOCAL_SUPABASE_URL).toBe(`http://${config.apiHost}:${config.apiPort}`);
    expect(LOCAL_SUPABASE_ANON_KEY).toBe((await apiKeysFor(config.jwtSecret)).anonKey);
    expect(publicEnvFrom({})).toEqual({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY,
    });
    expect(
      publicEnvFrom({ PUBLIC_SUPABASE_URL: ' https://abc.supabase.co/ ', PUBLIC_SUPABASE_ANON_KEY: ' key ' }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'key',
    });
    expect(publicEnvFrom({ PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '' }).supabaseUrl).toBe(
      LOCAL_SUPABASE_URL,
    );
  });
});

describe('the route table', () => {
  it('has one copy file per service page and group, and no copy without a route', () => {
    const files = SERVICE_GROUPS.flatMap((group) => [
      `services/${group.slug}.md`,
      ...group.services.map((service) => `services/${group.slug}/${service.slug}.md`),
    ]);
    for (const file of files) expect(fs.existsSync(path.join(copyDir, file)), file).toBe(true);
    const onDisk = fs
      .readdirSync(path.join(copyDir, 'services'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.md') && f !== 'index.md')
      .map((f) => `services/${f.split(path.sep).join('/')}`);
    expect(onDisk.sort()).toEqual([...files].sort());
    for (const group of SERVICE_GROUPS) {
      for (const service of group.services) {
        const { data } = matter(
          fs.readFileSync(path.join(copyDir, `services/${group.slug}/${service.slug}.md`), 'utf8'),
        );
        expect(data.group, service.slug).toBe(group.slug);
        expect(data.slug).toBe(service.slug);
        for (const related of data.related as string[])
          expect(fs.existsSync(path.join(copyDir, `services/${related}.md`)), related).toBe(true);
      }
    }
  });

  it('gives every page with a visibility switch a unique name, and the legal pages, thank-you and sitemap none', () => {
    expect(new Set(VISIBILITY_PAGE_NAMES).size).toBe(VISIBILITY_PAGE_NAMES.length);
    const unchecked = STATIC_ROUTES.filter((r) => !r.pageName).map((r) => r.path);
    expect(unchecked).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/sitemap',
      '/thank-you',
    ]);
    expect(STATIC_ROUTES.filter((r) => !r.inSitemap).map((r) => r.path)).toEqual(['/thank-you']);
  });

  it('orders social profiles the same way whatever order the database returns', () => {
    expect(
      orderedSocials({ youtube: 'y', x: 'x', linkedin: 'l', mastodon: 'm', facebook: 'f' }).map(([k]) => k),
    ).toEqual(['linkedin', 'facebook', 'x', 'youtube', 'mastodon']);
  });
});
