import { refusalsFor } from '@admin/lib/errors';

const names = { one: 'video', many: 'videos' };

/** The videos as the content-resource layer knows them (deletion, order, refusals). */
export const VIDEOS = {
  table: 'videos',
  names,
  errors: refusalsFor(names, { duplicate: 'This video is already in the list.' }),
} as const;
