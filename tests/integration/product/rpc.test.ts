import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshAddress, member, productAnon, productService } from '../../support/product.ts';

const service = productService();

describe('functions the site and admin call', () => {
  it('counts a download of a published resource for anyone, and of nothing else', async () => {
    const { data: resource } = await service
      .from('resources')
      .select('id, download_count')
      .eq('status', 'published')
      .limit(1)
      .single();
    const id = resource?.id ?? '';
    const first = await productAnon().rpc('count_download', { resource_id: id });
    expect(first.error).toBeNull();
    const second = await productAnon().rpc('count_download', { resource_id: id });
    expect(second.data).toBe((first.data ?? 0) + 1);
    const { data: after } = await service.from('resources').select('download_count').eq('id', id).single();
    expect(after?.download_count).toBe(second.data);

    const { data: draft } = await service
      .from('resources')
      .insert({
        slug: `draft-${randomUUID().slice(0, 8)}`,
        title: 'Draft guide',
        type: 'guide',
        category: 'SEO',
        file_type: 'pdf',
        external_url: 'https://example.com/a.pdf',
      })
      .select('id')
      .single();
    const unpublished = await productAnon().rpc('count_download', { resource_id: draft?.id ?? '' });
    expect([unpublished.status, unpublished.error?.code]).toEqual([404, 'PT404']);
    const unknown = await productAnon().rpc('count_download', { resource_id: randomUUID() });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PT404']);
    expect((await productAnon().rpc('count_download', { resource_id: 'not-a-uuid' })).error?.code).toBe(
      '22P02',
    );
    // Visitors still cannot set the figure directly.
    const direct = await productAnon()
      .from('resources')
      .update({ download_count: 1_000_000 })
      .eq('id', id)
      .select();
    expect(direct.data ?? []).toEqual([]);
  });

  it('counts a download once per client address and resource in an hour', async () => {
    // A resource of its own, so that no other test's download moves the figures.
    const { data: resource } = await service
      .from('resources')
      .insert({
        slug: `counted-${randomUUID().slice(0, 8)}`,
        title: 'Counted guide',
        type: 'guide',
        category: 'SEO',
        file_type: 'pdf',
        external_url: 'https://example.com/counted.pdf',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select('id')
      .single()
      .throwOnError();
    const reader = productAnon(freshAddress());
    const first = await reader.rpc('count_download', { resource_id: resource.id });
    expect(first.error).toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await reader.rpc('count_download', { resource_id: resource.id });
      expect(again.error).toBeNull();
      expect(again.data).toBe(first.data);
    }
    const stored = async () =>
      (await service.from('resources').select('download_count').eq('id', resource.id).single().throwOnError())
        .data.download_count;
    expect(await stored()).toBe(first.data);
    // Another address counts.
    const other = await productAnon(freshAddress()).rpc('count_download', { resource_id: resource.id });
    expect(other.data).toBe((first.data ?? 0) + 1);
    await service.from('resources').delete().eq('id', resource.id).throwOnError();
  });

  it('gives staff the dashboard figures and refuses everyone else', async () => {
    const email = `dash-${randomUUID()}@example.com`;
    expect((await productAnon().from('newsletter_signups').insert({ email })).error).toBeNull();

    const editor = await member('editor');
    const { data, error } = await editor.client.rpc('dashboard_stats');
    expect(error).toBeNull();
    const stats = data as {
      inbox: Record<string, { last_7_days: number; last_30_days: number }>;
      daily: { day: string; newsletter: number }[];
      content: { blog_posts: { published: number; draft: number } };
      recent_activity: unknown[];
    };
    expect(Object.keys(stats.inbox).sort()).toEqual([
      'applications',
      'contact',
      'discovery_call',
      'newsletter',
    ]);
    expect(stats.inbox.newsletter?.last_7_days).toBeGreaterThan(0);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)?.newsletter).toBeGreaterThan(0);
    expect(stats.content.blog_posts.published).toBeGreaterThan(0);
    expect(Array.isArray(stats.recent_activity)).toBe(true);

    expect((await productAnon().rpc('dashboard_stats')).error?.code).toBe('42501');
    const signedIn = await member('no_role');
    expect((await signedIn.client.rpc('dashboard_stats')).error?.code).toBe('42501');
  });
});
