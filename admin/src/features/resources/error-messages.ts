import { refusalsFor } from '@admin/lib/errors';

const DUPLICATE_SLUG = 'Another resource already uses this slug. Choose a different one.';

export const RESOURCE_ERRORS = refusalsFor(
  { one: 'resource', many: 'resources' },
  { duplicate: DUPLICATE_SLUG },
);
