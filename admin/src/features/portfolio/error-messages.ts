import type { SaveErrorMessages } from '@admin/lib/errors';

export const PORTFOLIO_ERRORS: SaveErrorMessages = {
  duplicate: 'Another portfolio item already uses this address. Choose a different slug.',
  forbidden: 'You do not have permission to change portfolio items.',
};
