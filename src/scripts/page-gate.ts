/**
 * Runs on every public page: re-checks the page's visibility switch and maintenance mode, so a
 * change in the admin takes effect before the next publish (spec §4). The built page already
 * reflects the state at build time; this only corrects it.
 */
import type { Database } from '../lib/database.types.ts';
import { HIDDEN_PAGE_TARGET, visibilityDecision } from '../lib/page-visibility.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { storedAccessToken } from '../lib/supabase/auth-storage.ts';
import { firstRow, readRows } from '../lib/supabase/rest-read.ts';

type Tables = Database['public']['Tables'];
type MaintenanceSettings = Pick<
  Tables['site_settings']['Row'],
  'maintenance_enabled' | 'maintenance_message' | 'maintenance_ends_at'
>;

// Plain fetch, not postgrest-js: every public page runs this on load.
const env = publicEnvFrom(import.meta.env);

const element = (id: string) => document.getElementById(id);

/** Whether this browser has a signed-in staff session (the admin shares the origin). */
async function isSignedInStaff(): Promise<boolean> {
  const token = storedAccessToken(window.localStorage);
  if (!token) return false;
  const { data } = await readRows<Pick<Tables['user_roles']['Row'], 'role'>>(
    env,
    'user_roles',
    { select: 'role', limit: '1' },
    token,
  );
  return (data ?? []).length > 0;
}

/** The maintenance screen, taken out of its template the first time it is needed. */
function maintenanceScreen(): HTMLElement | null {
  const existing = element('gate-maintenance');
  if (existing) return existing;
  const template = element('maintenance-template');
  if (!(template instanceof HTMLTemplateElement)) return null;
  document.body.prepend(template.content.cloneNode(true));
  return element('gate-maintenance');
}

interface ShowOptions {
  staffBanner?: boolean;
  message?: string | null | undefined;
  until?: string | null | undefined;
}

function show(which: 'content' | 'maintenance', options: ShowOptions = {}) {
  if (which === 'maintenance') maintenanceScreen();
  element('gate-loading')?.setAttribute('hidden', '');
  element('gate-content')?.toggleAttribute('hidden', which !== 'content');
  element('gate-maintenance')?.toggleAttribute('hidden', which !== 'maintenance');
  element('maintenance-banner')?.toggleAttribute('hidden', !options.staffBanner);
  const message = element('maintenance-message');
  if (message && options.message) message.textContent = options.message;
  const until = element('maintenance-until');
  if (until) {
    until.toggleAttribute('hidden', !options.until);
    if (options.until)
      until.textContent = `We expect to be back by ${new Date(options.until).toLocaleString()}.`;
  }
  document.documentElement.dataset.gate = which;
}

async function run(): Promise<void> {
  const content = element('gate-content');
  if (!content) return;
  const pageName = content.dataset.pageName;
  const builtInMaintenance = content.dataset.maintenance === 'true';
  const [visibility, settings] = await Promise.all([
    pageName
      ? readRows<Pick<Tables['page_visibility']['Row'], 'is_visible'>>(env, 'page_visibility', {
          select: 'is_visible',
          page_name: `eq.${pageName}`,
          limit: '1',
        }).then(firstRow)
      : Promise.resolve(undefined),
    readRows<MaintenanceSettings>(env, 'site_settings', {
      select: 'maintenance_enabled,maintenance_message,maintenance_ends_at',
      limit: '1',
    }).then(firstRow),
  ]);

  if (visibility && visibilityDecision(visibility) === 'redirect') {
    window.location.replace(HIDDEN_PAGE_TARGET);
    return;
  }
  // If the settings cannot be read, the page stays as it was built.
  const maintenance =
    settings.error || !settings.data ? builtInMaintenance : settings.data.maintenance_enabled;
  if (!maintenance) {
    show('content');
    return;
  }
  if (await isSignedInStaff()) {
    show('content', { staffBanner: true });
    return;
  }
  show('maintenance', {
    message: settings.data?.maintenance_message,
    until: settings.data?.maintenance_ends_at,
  });
}

void run().catch(() => {
  // A failed check leaves the page shown (spec §4).
  if (element('gate-content')?.dataset.maintenance !== 'true') show('content');
});
