import { ADMIN_BASE, paths } from '@admin/config/paths';

/** Where invite and reset links land: the page where the person chooses their password. */
export const passwordPageUrl = (): string => `${window.location.origin}${ADMIN_BASE}${paths.resetPassword}`;
