import { refusalsFor } from '@admin/lib/errors';

export const ABOUT_ERRORS = refusalsFor(
  { one: 'team member', many: 'team members' },
  {
    duplicate: 'Another team member already uses this slug. Choose a different one.',
    forbidden: 'You do not have permission to change the about page.',
    noRowMeansForbidden: true,
  },
);
