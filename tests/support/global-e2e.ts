import fs from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { TestProject } from 'vitest/node';
import ws from 'ws';
import { freePort } from '../../supabase/local/http/ports.ts';
import { listen } from '../../supabase/local/server.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';
import type { Database } from '../../src/lib/database.types.ts';
import './provided.ts';
import { freshBuildFolder } from './build-folder.ts';
import { insertE2EPosts } from './e2e-posts.ts';
import { insertE2ERedirects } from './e2e-redirects.ts';
import { buildAdminInto, buildSiteInto, removeBuild } from './site-build.ts';
import { PRODUCT_FUNCTIONS_ENV, productFunctionSecrets } from './product-functions-env.ts';
import { PRODUCT_PROJECT, startTestStack } from './test-stack.ts';

/** A page hidden when the site is built: left out of it (404), its menus and sitemaps. */
export const HIDDEN_AT_BUILD_PAGE = 'services/ai-marketing/custom-automations';
/** The tag-manager container the test build is made with. */
export const TEST_GTM_ID = 'GTM-TEST123';

/** The PostgreSQL database browser tests run on instead of in-memory PGlite (see global-e2e-postgres.ts). */
export interface BrowserTestsDatabase {
  databaseUrl: string;
  /** A superuser URL of its cluster. */
  postgresAdminUrl: string;
}

/**
 * Browser tests: a product stack (in-memory PGlite with the seed, or the PostgreSQL database
 * given), the site and the admin built against it into a temporary folder, and that folder served
 * as a static host would.
 */
export async function setupBrowserTests(
  project: TestProject,
  postgres?: BrowserTestsDatabase,
): Promise<() => Promise<void>> {
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  // Emailed links (password recovery) lead back to the site under test, as AUTH_SITE_URL does in production.
  const stack = await startTestStack({
    supabaseDir: PRODUCT_PROJECT,
    databaseUrl: postgres?.databaseUrl,
    env: { AUTH_SITE_URL: siteUrl, ...PRODUCT_FUNCTIONS_ENV },
  });
  const outDir = await freshBuildFolder('e2e', 'site');
  const adminDir = await freshBuildFolder('e2e', 'admin');
  const removeBuilds = () => Promise.all([removeBuild(outDir), removeBuild(adminDir)]);
  try {
    const service = createClient<Database>(stack.url, stack.keys.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    await service.from('site_settings').update({ gtm_id: TEST_GTM_ID }).eq('id', true).throwOnError();
    await service
      .from('page_visibility')
      .update({ is_visible: false })
      .eq('page_name', HIDDEN_AT_BUILD_PAGE)
      .throwOnError();
    await insertE2EPosts(service, stack.url);
    await insertE2ERedirects(service);

    const publicEnv = { PUBLIC_SUPABASE_URL: stack.url, PUBLIC_SUPABASE_ANON_KEY: stack.keys.anonKey };
    // Every secret in the builds' environment too, as on a host that holds them all:
    // static-output.test.ts proves none of them reaches the built files.
    const secretEnv = {
      ...(await productFunctionSecrets()),
      SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
      SUPABASE_JWT_SECRET: stack.config.jwtSecret,
    };
    // The admin needs only the env, so both build at once; the admin in a folder of its own,
    // moved in afterwards, as astro build empties its output folder first.
    const builds = await Promise.allSettled([
      buildSiteInto(outDir, { ...secretEnv, ...publicEnv, SITE_URL: siteUrl }),
      buildAdminInto(adminDir, { ...secretEnv, ...publicEnv }),
    ]);
    for (const build of builds) if (build.status === 'rejected') throw build.reason;
    await fs.rename(path.join(adminDir, 'admin'), path.join(outDir, 'admin'));
    const site = await listen(createSiteApp(outDir), '127.0.0.1', sitePort);

    project.provide('dbKind', postgres ? 'postgres' : 'pglite');
    project.provide('productUrl', stack.url);
    project.provide('restUrl', stack.url);
    project.provide('anonKey', stack.keys.anonKey);
    project.provide('serviceRoleKey', stack.keys.serviceRoleKey);
    project.provide('jwtSecret', stack.config.jwtSecret);
    project.provide('postgresAdminUrl', postgres?.postgresAdminUrl);
    project.provide('siteUrl', site.url);
    project.provide('siteDir', outDir);
    return async () => {
      await site.close();
      await stack.stop();
      await removeBuilds();
    };
  } catch (error) {
    await stack.stop();
    await removeBuilds();
    throw error;
  }
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setupBrowserTests(project);
}
