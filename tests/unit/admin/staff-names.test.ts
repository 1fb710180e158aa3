import { describe, expect, it } from 'vitest';
import { actorName } from '../../../admin/src/lib/staff-names.ts';

const ID = '00000000-0000-4000-8000-000000000002';

describe('actorName: who made an audited change, as the reader may know it', () => {
  it('names the email the audit log shows, a colleague whose email it hides, and nobody without a user', () => {
    expect(actorName({ actor_id: ID, actor_email: 'editor@growdigital.example' }, 'System')).toBe(
      'editor@growdigital.example',
    );
    expect(actorName({ actor_id: ID, actor_email: null }, 'System')).toBe('Another staff member');
    expect(actorName({ actor_id: null, actor_email: null }, 'System')).toBe('System');
  });
});
