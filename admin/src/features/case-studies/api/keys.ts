/** Every query of this area starts with this key, so one invalidation refreshes lists, order and editor. */
export const CASE_STUDIES_KEY = ['case-studies'] as const;
