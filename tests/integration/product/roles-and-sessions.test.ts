import { describe, expect, inject, it } from 'vitest';
import { member, productService, type ProductClient } from '../../support/product.ts';

const service = productService();

describe('staff roles', () => {
  it('never leaves the site without an admin', async () => {
    // At least one admin besides `solo`, whatever other tests have done, to hand the role back to.
    await member('admin');
    const { data: admins } = await service.from('user_roles').select('user_id').eq('role', 'admin');
    // Demote every admin but one through the service role, then try the last one.
    const solo = await member('admin');
    const others = (admins ?? []).map((a) => a.user_id);
    await service.from('user_roles').update({ role: 'editor' }).in('user_id', others);
    const demoteLast = await solo.client.from('user_roles').update({ role: 'editor' }).eq('user_id', solo.id);
    expect(demoteLast.error).toMatchObject({
      code: 'P0001',
      message: 'The last admin cannot be removed or demoted',
    });
    expect((await service.from('user_roles').delete().eq('user_id', solo.id)).error?.code).toBe('P0001');
    expect((await service.auth.admin.deleteUser(solo.id)).error).toBeTruthy();
    await service.from('user_roles').update({ role: 'admin' }).in('user_id', others);
    expect(
      (await solo.client.from('user_roles').update({ role: 'editor' }).eq('user_id', solo.id)).error,
    ).toBeNull();
  });

  it('ends staff access when the session ends, the role goes or the user is deleted', async () => {
    const draft = { slug: `private-${Date.now()}`, title: 'Staff only', status: 'draft' as const };
    await service.from('blog_posts').insert(draft);
    const seesDraft = async (client: ProductClient) =>
      ((await client.from('blog_posts').select('id').eq('slug', draft.slug)).data ?? []).length === 1;

    const signedOut = await member('editor');
    expect(await seesDraft(signedOut.client)).toBe(true);
    const token = signedOut.accessToken;
    await signedOut.client.auth.signOut();
    // The JWT itself has not expired; the session behind it has.
    const raw = await fetch(`${inject('productUrl')}/rest/v1/blog_posts?select=id&slug=eq.${draft.slug}`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}` },
    });
    expect(await raw.json()).toEqual([]);

    const demoted = await member('editor');
    await service.from('user_roles').delete().eq('user_id', demoted.id);
    expect(await seesDraft(demoted.client)).toBe(false);

    const deleted = await member('editor');
    await service.auth.admin.deleteUser(deleted.id);
    expect(await seesDraft(deleted.client)).toBe(false);
  });
});
