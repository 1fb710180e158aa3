import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../src/lib/database.types.ts';
import {
  type Member,
  member,
  productAnon,
  productService,
  type ProductClient,
} from '../../support/product.ts';

const service = productService();
const tag = () => randomUUID().slice(0, 8);
const libraryPath = (name: string, ext = 'webp') => `library/2026/11/${name}-${tag()}.${ext}`;

/** The smallest valid PNG: one transparent pixel. */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = () => new Blob([PNG_PIXEL], { type: 'image/png' });
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

let editor: Member;
let admin: Member;
let noRole: Member;

beforeAll(async () => {
  [editor, admin, noRole] = await Promise.all([member('editor'), member('admin'), member('no_role')]);
});

const assetRow = (path: string) => ({ path, alt_text: 'A test image', file_name: 'test.webp' });

async function insertAsset(path: string): Promise<void> {
  const { error } = await service.from('media_assets').insert(assetRow(path));
  expect(error).toBeNull();
}

async function assetExists(path: string): Promise<boolean> {
  const { data, error } = await service.from('media_assets').select('path').eq('path', path);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

/** An editor's delete of the library entry: true when the row went. */
async function editorDeletes(client: ProductClient, path: string): Promise<boolean> {
  const { data, error } = await client.from('media_assets').delete().eq('path', path).select('path');
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

describe('media_assets: who may read and change the library', () => {
  it('shows visitors and users without a role nothing, and lets them change nothing', async () => {
    const path = libraryPath('rls');
    await insertAsset(path);
    for (const client of [productAnon(), noRole.client]) {
      expect((await client.from('media_assets').select('path').eq('path', path)).data ?? []).toEqual([]);
      expect(
        (await client.from('media_assets').insert(assetRow(libraryPath('forged')))).error,
      ).not.toBeNull();
      await client.from('media_assets').update({ alt_text: 'Changed' }).eq('path', path);
      await client.from('media_assets').delete().eq('path', path);
    }
    const { data } = await service.from('media_assets').select('alt_text').eq('path', path).single();
    expect(data?.alt_text).toBe('A test image');
  });

  it('lets editors and admins add, read, describe and delete images', async () => {
    for (const staff of [editor, admin]) {
      const path = libraryPath('crud', 'png');
      const added = await staff.client
        .from('media_assets')
        .insert({
          path,
          alt_text: '  A chart of organic traffic  ',
          file_name: 'chart.png',
          mime_type: 'image/png',
          size_bytes: 1234,
          width: 800,
          height: 600,
        })
        .select('uploaded_by')
        .single();
      expect(added.error).toBeNull();
      // The uploader defaults to whoever added it.
      expect(added.data?.uploaded_by).toBe(staff.id);
      const read = await staff.client.from('media_assets').select('path, width').eq('path', path);
      expect(read.data).toEqual([{ path, width: 800 }]);
      const changed = await staff.client
        .from('media_assets')
        .update({ alt_text: 'A bar chart' })
        .eq('path', path)
        .select('alt_text');
      expect(changed.data).toEqual([{ alt_text: 'A bar chart' }]);
      expect(await editorDeletes(staff.client, path)).toBe(true);
      expect(await assetExists(path)).toBe(false);
    }
  });
});

describe('media_assets: the rules a row must keep', () => {
  it('accepts a library path and refuses anything else', async () => {
    const good = [
      libraryPath('photo', 'jpg'),
      libraryPath('photo', 'jpeg'),
      libraryPath('p', 'avif'),
      libraryPath('p', 'gif'),
    ];
    for (const path of good)
      expect((await editor.client.from('media_assets').insert(assetRow(path))).error).toBeNull();
    const bad = [
      `library/2026/11/Photo-${tag()}.webp`,
      `/library/${tag()}.webp`,
      `library/../secrets/${tag()}.webp`,
      `library/${tag()}..webp`,
      `library/${tag()}.svg`,
      `library/${tag()}.pdf`,
      `library/with space ${tag()}.webp`,
      `library/${tag()}`,
      `library/${'a'.repeat(300)}.webp`,
      '',
    ];
    for (const path of bad) {
      const { error } = await editor.client.from('media_assets').insert(assetRow(path));
      expect(error?.code, path).toBe('23514');
    }
  });

  it('requires alt text and a file name, and keeps type, size and dimensions within the bucket’s limits', async () => {
    const refused = [
      { alt_text: '   ' },
      { alt_text: 'a'.repeat(201) },
      { file_name: ' ' },
      { mime_type: 'image/svg+xml' },
      { mime_type: 'application/pdf' },
      { size_bytes: 5 * 1024 * 1024 + 1 },
      { size_bytes: -1 },
      { width: 0 },
      { height: 20_001 },
    ];
    for (const change of refused) {
      const { error } = await editor.client
        .from('media_assets')
        .insert({ ...assetRow(libraryPath('rule')), ...change });
      expect(error?.code, JSON.stringify(change)).toBe('23514');
    }
    const path = libraryPath('dup');
    await insertAsset(path);
    expect((await editor.client.from('media_assets').insert(assetRow(path))).error?.code).toBe('23505');
  });
});

interface Use {
  label: string;
  kind: string;
  /** Puts the path to use; returns the usage row expected (id, title) and a function that stops the use. */
  create: (path: string) => Promise<{ id: string; title: string; stop: () => Promise<void> }>;
}

const markdownImage = (path: string) =>
  `Intro.\n\n![A chart](https://example.test/storage/v1/object/public/media/${path})\n\nMore.`;

async function blogPost(fields: {
  cover_path?: string;
  cover_alt?: string;
  og_image_path?: string;
  body?: string;
}) {
  const title = `Media use ${tag()}`;
  const { data } = await service
    .from('blog_posts')
    .insert({ slug: `media-use-${tag()}`, title, ...fields })
    .select('id')
    .single()
    .throwOnError();
  return {
    id: data.id,
    title,
    stop: async () => {
      await service.from('blog_posts').delete().eq('id', data.id).throwOnError();
    },
  };
}

async function caseStudy(fields: {
  cover_path?: string;
  cover_alt?: string;
  challenge?: string;
  solution?: string;
}) {
  const title = `Case use ${tag()}`;
  const { data } = await service
    .from('case_studies')
    .insert({ slug: `case-use-${tag()}`, title, client: 'Acme', ...fields })
    .select('id')
    .single()
    .throwOnError();
  return {
    id: data.id,
    title,
    stop: async () => {
      await service.from('case_studies').delete().eq('id', data.id).throwOnError();
    },
  };
}

async function portfolioItem(fields: {
  cover_path?: string;
  cover_alt?: string;
  gallery?: Json;
  body?: string;
}) {
  const title = `Portfolio use ${tag()}`;
  const { data } = await service
    .from('portfolio_items')
    .insert({ slug: `portfolio-use-${tag()}`, title, client: 'Acme', category: 'Branding', ...fields })
    .select('id')
    .single()
    .throwOnError();
  return {
    id: data.id,
    title,
    stop: async () => {
      await service.from('portfolio_items').delete().eq('id', data.id).throwOnError();
    },
  };
}

const MEDIA_USES: Use[] = [
  {
    label: 'blog cover',
    kind: 'blog_post',
    create: (path) => blogPost({ cover_path: path, cover_alt: 'Cover' }),
  },
  { label: 'blog Open Graph image', kind: 'blog_post', create: (path) => blogPost({ og_image_path: path }) },
  {
    label: 'blog Markdown body',
    kind: 'blog_post',
    create: (path) => blogPost({ body: markdownImage(path) }),
  },
  {
    label: 'case study cover',
    kind: 'case_study',
    create: (path) => caseStudy({ cover_path: path, cover_alt: 'Cover' }),
  },
  {
    label: 'case study challenge',
    kind: 'case_study',
    create: (path) => caseStudy({ challenge: markdownImage(path) }),
  },
  {
    label: 'case study solution',
    kind: 'case_study',
    create: (path) => caseStudy({ solution: markdownImage(path) }),
  },
  {
    label: 'portfolio cover',
    kind: 'portfolio_item',
    create: (path) => portfolioItem({ cover_path: path, cover_alt: 'Cover' }),
  },
  {
    label: 'portfolio gallery entry',
    kind: 'portfolio_item',
    create: (path) =>
      portfolioItem({
        gallery: [
          { path: libraryPath('other'), alt: 'Other' },
          { path, alt: 'Gallery shot' },
        ],
      }),
  },
  {
    label: 'portfolio body',
    kind: 'portfolio_item',
    create: (path) => portfolioItem({ body: markdownImage(path) }),
  },
  {
    label: 'team photo',
    kind: 'team_member',
    create: async (path) => {
      const name = `Team ${tag()}`;
      const { data } = await service
        .from('team_members')
        .insert({ slug: `team-${tag()}`, name, role: 'Designer', photo_path: path, photo_alt: 'Portrait' })
        .select('id')
        .single()
        .throwOnError();
      return {
        id: data.id,
        title: name,
        stop: async () => {
          await service.from('team_members').delete().eq('id', data.id).throwOnError();
        },
      };
    },
  },
  {
    label: 'page SEO image',
    kind: 'page_seo',
    create: async (path) => {
      const route = `/media-use-${tag()}`;
      await service
        .from('page_seo')
        .insert({ route, og_image_path: path, og_image_alt: 'Share image' })
        .throwOnError();
      return {
        id: route,
        title: route,
        stop: async () => {
          await service.from('page_seo').delete().eq('route', route).throwOnError();
        },
      };
    },
  },
];

describe('a media file stays while a page uses it', () => {
  it.each(MEDIA_USES)('counts a $label', async (use) => {
    const path = libraryPath('used');
    await insertAsset(path);
    const made = await use.create(path);
    const usage = await editor.client.rpc('media_usage', { bucket: 'media', object_path: path });
    expect(usage.error).toBeNull();
    expect(usage.data).toEqual([{ kind: use.kind, id: made.id, title: made.title }]);
    expect(await editorDeletes(editor.client, path)).toBe(false);
    expect(await editorDeletes(admin.client, path)).toBe(false);
    expect(await assetExists(path)).toBe(true);

    await made.stop();
    expect((await editor.client.rpc('media_usage', { bucket: 'media', object_path: path })).data).toEqual([]);
    expect(await editorDeletes(editor.client, path)).toBe(true);
  });

  it('does not count a similar path, or the same path in another bucket', async () => {
    const path = libraryPath('near');
    await insertAsset(path);
    const near = await blogPost({
      cover_path: `${path}x`,
      cover_alt: 'Cover',
      body: `![x](https://example.test/storage/v1/object/public/downloads/${path})`,
    });
    expect((await editor.client.rpc('media_usage', { bucket: 'media', object_path: path })).data).toEqual([]);
    expect((await editor.client.rpc('media_usage', { bucket: 'downloads', object_path: path })).data).toEqual(
      [],
    );
    expect(await editorDeletes(editor.client, path)).toBe(true);
    await near.stop();
  });

  it('lists every use of a file used in several places', async () => {
    const path = libraryPath('many');
    await insertAsset(path);
    const post = await blogPost({ cover_path: path, cover_alt: 'Cover', body: markdownImage(path) });
    const study = await caseStudy({ cover_path: path, cover_alt: 'Cover' });
    const { data } = await editor.client.rpc('media_usage', { bucket: 'media', object_path: path });
    expect(data).toEqual(
      expect.arrayContaining([
        { kind: 'blog_post', id: post.id, title: post.title },
        { kind: 'case_study', id: study.id, title: study.title },
      ]),
    );
    expect(data).toHaveLength(2);
    // Visitors and users without a role may not ask.
    expect(
      (await productAnon().rpc('media_usage', { bucket: 'media', object_path: path })).error,
    ).not.toBeNull();
    expect(
      (await noRole.client.rpc('media_usage', { bucket: 'media', object_path: path })).data ?? [],
    ).toEqual([]);
    await post.stop();
    await study.stop();
  });

  it('keeps a used image in the media bucket, and removes it once unused', async () => {
    const path = libraryPath('stored', 'png');
    expect((await editor.client.storage.from('media').upload(path, png())).error).toBeNull();
    await insertAsset(path);
    const post = await blogPost({ cover_path: path, cover_alt: 'Cover' });

    const refused = await editor.client.storage.from('media').remove([path]);
    // The storage API deletes nothing and says nothing: the answer is an empty list.
    expect(refused.data).toEqual([]);
    expect((await service.storage.from('media').exists(path)).data).toBe(true);
    expect(await editorDeletes(editor.client, path)).toBe(false);

    await post.stop();
    expect((await editor.client.storage.from('media').remove([path])).data).toHaveLength(1);
    expect((await service.storage.from('media').exists(path)).data).toBe(false);
    expect(await editorDeletes(editor.client, path)).toBe(true);
  });

  it('keeps a download a resource links to, and lists the resource as its use', async () => {
    const path = `resources/${tag()}.pdf`;
    expect((await editor.client.storage.from('downloads').upload(path, pdf())).error).toBeNull();
    const title = `Guide ${tag()}`;
    const { data: resource } = await service
      .from('resources')
      .insert({
        slug: `guide-${tag()}`,
        title,
        type: 'guide',
        category: 'SEO',
        file_path: path,
        file_type: 'pdf',
      })
      .select('id')
      .single()
      .throwOnError();
    expect((await editor.client.rpc('media_usage', { bucket: 'downloads', object_path: path })).data).toEqual(
      [{ kind: 'resource', id: resource.id, title }],
    );
    expect((await editor.client.storage.from('downloads').remove([path])).data).toEqual([]);
    expect((await service.storage.from('downloads').exists(path)).data).toBe(true);

    await service.from('resources').delete().eq('id', resource.id).throwOnError();
    expect((await editor.client.storage.from('downloads').remove([path])).data).toHaveLength(1);
  });
});
