/** Every query of this area starts with this key, so one invalidation refreshes lists, order and editor. */
export const PORTFOLIO_KEY = ['portfolio'] as const;
