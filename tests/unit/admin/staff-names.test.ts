import { describe, expect, it } from 'vitest';
import { actorName } from '../../../admin/src/lib/staff-names.ts';

const ID = '00000000-0000-4000-8000-000000000002';
const NAMES = new Map([[ID, 'Grace Hopper']]);

describe('actorName: who made an audited change, as the reader may know it', () => {
  it('names a colleague by their display name in the staff directory, before any email', () => {
    expect(actorName({ actor_id: ID, actor_email: 'grace@growdigital.example' }, 'System', NAMES)).toBe(
      'Grace Hopper',
    );
    expect(actorName({ actor_id: ID, actor_email: null }, 'System', NAMES)).toBe('Grace Hopper');
  });

  it('falls back to the email the audit log shows, then to a colleague, and names nobody without a user', () => {
    expect(actorName({ actor_id: ID, actor_email: 'editor@growdigital.example' }, 'System')).toBe(
      'editor@growdigital.example',
    );
    expect(actorName({ actor_id: ID, actor_email: null }, 'System', new Map())).toBe('Another staff member');
    expect(actorName({ actor_id: null, actor_email: null }, 'System', NAMES)).toBe('System');
  });
});
