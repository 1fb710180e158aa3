import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { type BackupDocument, hashedText, sha256Hex } from '../../supabase/functions/backups/document.ts';
import { type ApiProcess, startCliProcess } from '../support/api-process.ts';
import type { StackAddress } from '../support/clients.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { freshStartFolder, printedAdmin, stackFromBanner, type StartFolder } from '../support/npm-start.ts';
import { type ProductClient, productAnonAt } from '../support/product.ts';

type SiteBuild = Database['public']['Tables']['site_builds']['Row'];

/** A fresh folder's start builds the site and the admin before it says it is ready. */
const READY_WITHIN_MS = 600_000;
const BUILD_TIMEOUT_MS = 300_000;
const tag = randomUUID().slice(0, 8);
const published = { slug: `npm-start-publish-${tag}`, title: `Published through npm start ${tag}` };

let folder: StartFolder;
let running: ApiProcess | undefined;
let stack: StackAddress;
let admin: ProductClient;
/** What the first run left behind, for the second start on the same folder. */
let liveAfterPublish = '';
let buildsAfterPublish = 0;

beforeAll(async () => {
  folder = await freshStartFolder();
});
afterAll(async () => {
  if (running) await running.stop('SIGKILL');
  await folder.remove();
});

const env = () => ({ DATA_DIR: folder.dataDir });
const start = async () => {
  running = await startCliProcess('start', env(), { ports: folder.ports, readyWithinMs: READY_WITHIN_MS });
  return running;
};
/** Ctrl+C: the process ends by itself with 0, and neither port answers any more. */
async function interrupt(cli: ApiProcess): Promise<void> {
  expect(await cli.stop('SIGINT'), cli.output()).toBe(0);
  running = undefined;
  expect(cli.output()).toContain('SIGINT received');
  await expect(fetch(`${cli.url}/health`)).rejects.toThrow();
  await expect(fetch(cli.siteUrl)).rejects.toThrow();
}

const page = (cli: ApiProcess, pathname: string) => fetch(new URL(pathname, cli.siteUrl));
const liveTarget = () => fs.readlink(path.join(folder.dataDir, 'site', 'live'));

async function build(id: string): Promise<SiteBuild> {
  const { data } = await admin.from('site_builds').select('*').eq('id', id).single().throwOnError();
  return data;
}

async function newestPublishedPost(client: ProductClient): Promise<{ slug: string }> {
  const { data } = await client
    .from('blog_posts')
    .select('slug')
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(1)
    .single()
    .throwOnError();
  return data;
}

interface LocalMail {
  to: string;
  body: string;
}

/** The emails the local SMTP sink holds for `to`, as GET /_local/outbox gives them. */
async function mailTo(at: StackAddress, to: string): Promise<LocalMail[]> {
  const response = await fetch(`${at.url}/_local/outbox?to=${encodeURIComponent(to)}`, {
    headers: { apikey: at.serviceRoleKey, Authorization: `Bearer ${at.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LocalMail[];
}

/** The web inbox's address as the banner prints it. */
function printedInbox(output: string): string {
  const url = /Email inbox\s+(\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`No email inbox in:\n${output}`);
  return url;
}

describe('npm start on a fresh data folder', () => {
  it(
    'prints and saves the first admin, builds and serves the site and the admin, publishes, backs up and stops on Ctrl+C',
    async () => {
      const cli = await start();
      const output = cli.output();
      expect(output).toContain('Building the site and the admin');
      expect(output).toContain(`Site             ${cli.siteUrl}`);
      expect(output).toContain(`Admin            ${cli.siteUrl}/admin`);
      stack = stackFromBanner(output);
      expect(stack.url).toBe(cli.url);

      // The first admin: printed, saved beside the database for its owner only, and able to sign in.
      const signIn = printedAdmin(output);
      expect(signIn?.email, output).toBe('admin@growdigital.example');
      const saved = path.join(folder.dataDir, 'admin-credentials.txt');
      expect(await fs.readFile(saved, 'utf8')).toContain(`password=${signIn?.password ?? ''}\n`);
      expect((await fs.stat(saved)).mode & 0o077).toBe(0);
      admin = productAnonAt(stack);
      const session = await admin.auth.signInWithPassword({
        email: signIn?.email ?? '',
        password: signIn?.password ?? '',
      });
      expect(session.error).toBeNull();
      expect((await admin.from('user_roles').select('role').throwOnError()).data).toEqual([
        { role: 'admin' },
      ]);

      // A visitor's message reaches people: the schedule's delivery worker emails the staff (the
      // company address while no recipients are set) and acknowledges it to the visitor, by SMTP
      // into the local inbox, within 10 s.
      const visitor = `visitor-${tag}@example.com`;
      await productAnonAt(stack)
        .from('contact_submissions')
        .insert({
          name: 'Jane Visitor',
          email: visitor,
          subject: 'A new site',
          message: `Hello from ${tag}.`,
        })
        .throwOnError();
      await expect
        .poll(
          async () =>
            [...(await mailTo(stack, visitor)), ...(await mailTo(stack, 'hello@growdigital.example'))].filter(
              (mail) => mail.body.includes(`Hello from ${tag}.`) || mail.to === visitor,
            ).length,
          {
            timeout: 10_000,
            interval: 250,
          },
        )
        .toBe(2);
      const inbox = printedInbox(output);
      const inboxPage = await (await fetch(inbox)).text();
      expect(inboxPage).toContain(visitor);

      // A webhook to a receiver on this machine: `npm start` lets it through (loopback only) and
      // the receiver checks the signature with the secret the admin was given.
      let secret = '';
      const receiver = await startWebhookReceiver(() => secret);
      try {
        const { data: hook } = await admin
          .from('webhooks')
          .insert({ name: 'Loopback CRM', url: `${receiver.url}/hook`, events: ['contact.created'] })
          .select('id, secret')
          .single()
          .throwOnError();
        secret = hook.secret;
        await admin.rpc('send_test_webhook', { webhook_id: hook.id }).throwOnError();
        await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 250 }).toBe(1);
        expect(receiver.received[0]?.signatureValid).toBe(true);
        expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({ event: 'webhook.test' });
        await admin.from('webhooks').delete().eq('id', hook.id).throwOnError();
      } finally {
        await receiver.close();
      }

      // The site, built from the database on start: the home page lists the newest post.
      const home = await page(cli, '/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(`href="/blog/${(await newestPublishedPost(admin)).slug}"`);
      const firstLive = await liveTarget();
      // The admin, built against this stack's API.
      const adminPage = await page(cli, '/admin');
      expect(adminPage.status).toBe(200);
      const entry = /<script[^>]+src="(\/admin\/[^"]+\.js)"/.exec(await adminPage.text())?.[1];
      expect(entry).toBeDefined();
      expect(await (await page(cli, entry ?? '')).text()).toContain(stack.url);

      // Publish, as the admin's button does: the request-build function, then the worker's build.
      const { data: author } = await admin.from('team_members').select('id').limit(1).single().throwOnError();
      await admin
        .from('blog_posts')
        .insert({
          ...published,
          excerpt: 'Written after the first start; live after Publish.',
          body: 'This post reached the site through Publish.',
          author_id: author.id,
          category: 'Analytics',
          status: 'published',
          published_at: new Date().toISOString(),
        })
        .throwOnError();
      expect((await page(cli, `/blog/${published.slug}`)).status).toBe(404);
      const accessToken = session.data.session?.access_token ?? '';
      const requested = await fetch(`${stack.url}/functions/v1/request-build`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
      });
      expect(requested.status).toBe(200);
      const answer = (await requested.json()) as { build: SiteBuild; hook: string };
      expect(answer.hook).toBe('not-configured');
      await expect
        .poll(async () => (await build(answer.build.id)).status, {
          timeout: BUILD_TIMEOUT_MS,
          interval: 1000,
        })
        .toMatch(/^(succeeded|failed)$/);
      const finished = await build(answer.build.id);
      expect(finished.status, finished.error ?? '').toBe('succeeded');
      expect(finished.log).toContain('Copying the admin');
      liveAfterPublish = await liveTarget();
      expect(liveAfterPublish).toBe(path.join('builds', answer.build.id));
      expect(liveAfterPublish).not.toBe(firstLive);
      const post = await page(cli, `/blog/${published.slug}`);
      expect(post.status).toBe(200);
      expect(await post.text()).toContain(published.title);
      expect(await (await page(cli, '/')).text()).toContain(`href="/blog/${published.slug}"`);

      // The daily backup: its document in the private bucket, matching its row.
      await expect
        .poll(async () => (await admin.from('backups').select('id').throwOnError()).data.length, {
          timeout: 120_000,
          interval: 1000,
        })
        .toBe(1);
      const { data: backup } = await admin.from('backups').select('*').single().throwOnError();
      expect(backup).toMatchObject({ kind: 'weekly', created_by: null });
      const file = await admin.storage.from('backups').download(backup.file_path);
      expect(file.error).toBeNull();
      const text = (await file.data?.text()) ?? '';
      expect(Buffer.byteLength(text)).toBe(backup.size_bytes);
      const document = JSON.parse(text) as BackupDocument;
      expect(document.sha256).toBe(backup.sha256);
      expect(await sha256Hex(hashedText(document))).toBe(backup.sha256);
      expect(document.row_counts).toEqual(backup.row_counts);
      expect(document.row_counts.blog_posts).toBeGreaterThan(0);
      await expect
        .poll(() => cli.output())
        .toContain(`Automatic backup: made a weekly backup ${backup.file_path}`);
      const { count } = await admin.from('site_builds').select('id', { count: 'exact', head: true });
      buildsAfterPublish = count ?? 0;
      expect(buildsAfterPublish).toBe(2);

      await interrupt(cli);
    },
    READY_WITHIN_MS + BUILD_TIMEOUT_MS + 180_000,
  );

  it(
    'starts again on the same folder without rebuilding what did not change, serving the published site',
    async () => {
      expect(liveAfterPublish).not.toBe('');
      const cli = await start();
      const output = cli.output();
      expect(output).not.toContain('Building the site');
      expect(output).not.toContain('First admin (created now');
      expect(output).toContain('Admin sign-in: see');
      expect(await liveTarget()).toBe(liveAfterPublish);
      const post = await page(cli, `/blog/${published.slug}`);
      expect(post.status).toBe(200);
      expect(await post.text()).toContain(published.title);
      expect((await page(cli, '/admin')).status).toBe(200);
      const { count } = await admin.from('site_builds').select('id', { count: 'exact', head: true });
      expect(count).toBe(buildsAfterPublish);
      await interrupt(cli);
    },
    READY_WITHIN_MS,
  );
});
