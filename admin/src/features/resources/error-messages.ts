import { refusalsFor } from '@admin/lib/errors';

const DUPLICATE_SLUG = 'Another resource already uses this slug. Choose a different one.';

export const FAQ_ERRORS = refusalsFor({ one: 'FAQ', many: 'FAQs' }, { duplicate: DUPLICATE_SLUG });
