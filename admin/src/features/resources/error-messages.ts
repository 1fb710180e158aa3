import type { SaveErrorMessages } from '@admin/lib/errors';

const DUPLICATE_SLUG = 'Another resource already uses this slug. Choose a different one.';

export const RESOURCE_ERRORS: SaveErrorMessages = {
  duplicate: DUPLICATE_SLUG,
  forbidden: 'You do not have permission to change resources.',
};

export const FAQ_ERRORS: SaveErrorMessages = {
  duplicate: DUPLICATE_SLUG,
  forbidden: 'You do not have permission to change FAQs.',
};
