import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Database } from '../../../src/lib/database.types.ts';
import { accessToken } from '../../support/clients.ts';
import { member, productService, productStack } from '../../support/product.ts';

/** A client whose every request carries `token`, as a browser holding that access token would. */
function holding(token: string) {
  const { url, anonKey } = productStack();
  return createClient<Database>(url, anonKey, {
    accessToken: () => Promise.resolve(token),
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

describe('disabled staff', () => {
  it('lose staff rights at once, even with a token whose session the auth server keeps', async () => {
    const service = productService();
    const editor = await member('editor');
    // No session_id: as on hosted Supabase, where banning a user leaves their sessions in place.
    const asEditor = holding(await accessToken({ sub: editor.id, email: editor.email }));
    expect((await asEditor.rpc('dashboard_stats')).error).toBeNull();

    await service.auth.admin.updateUserById(editor.id, { ban_duration: '24h' });
    expect((await asEditor.rpc('dashboard_stats')).error?.code).toBe('42501');

    await service.auth.admin.updateUserById(editor.id, { ban_duration: 'none' });
    expect((await asEditor.rpc('dashboard_stats')).error).toBeNull();
  });
});
