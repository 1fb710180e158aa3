import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { attributionFrom } from '../../../src/lib/attribution.ts';
import { COMMON_TIME_ZONES, wallClock } from '../../../src/lib/forms/booking-slot.ts';
import { contactRow, contactSchema } from '../../../src/lib/forms/contact.ts';
import {
  BUDGET_OPTIONS,
  discoveryCallSchema,
  type DiscoveryCallValues,
  SERVICE_SLUGS,
} from '../../../src/lib/forms/discovery-call.ts';
import { jobApplicationRow, jobApplicationSchema } from '../../../src/lib/forms/job-application.ts';
import { productService } from '../../support/product.ts';

/**
 * Whatever the shared schemas accept, the database stores: random, often nearly valid input goes
 * through each schema, and every row it lets through is inserted (as the service role, so only
 * the CHECK constraints judge, not the rate limits or the policies).
 */
const service = productService();
const stored = { contact_submissions: [] as string[], job_applications: [] as string[] };
afterAll(async () => {
  await service.from('contact_submissions').delete().in('id', stored.contact_submissions);
  await service.from('job_applications').delete().in('id', stored.job_applications);
});

const RUNS = 60;
const letters = ['a', 'Z', 'é', 'ß', 'İ', '😀', '字', '0', '7', ' ', ' ', '\t', '\n', '\u00a0', '\u2028'];
const symbols = ['+', '(', ')', '-', '.', '@', '/', ':', '_', '%', "'", '"', '\\', '#', '?', '='];
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...letters, ...symbols), maxLength }),
    fc.integer({ min: maxLength - 12, max: maxLength + 12 }).map((n) => 'é'.repeat(Math.max(n, 0))),
  );
/** Mostly values a person would type, sometimes anything: so both sides of each rule are tried. */
const mostly = <T>(plausible: fc.Arbitrary<T>, anything: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: plausible, weight: 9 }, { arbitrary: anything, weight: 1 });
const words = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom('a', 'Z', 'é', 'ß', '😀', '字', ' ', "'", '-', '.'),
    minLength,
    maxLength,
  });
const spaced = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  \t'), value, fc.constantFrom('', ' ', '\n'))
    .map((parts) => parts.join(''));
const email = fc.oneof(
  { arbitrary: spaced(fc.emailAddress().map((address) => address.toUpperCase())), weight: 8 },
  { arbitrary: fc.string({ unit: fc.constantFrom('a', '@', '.', ' ', 'é', 'B'), maxLength: 12 }), weight: 1 },
  { arbitrary: fc.integer({ min: 240, max: 260 }).map((n) => `${'x'.repeat(n)}@example.com`), weight: 1 },
);
const phone = mostly(
  fc.constantFrom('', '+1 (512) 555-0142', '020 7946 0958'),
  fc.string({ unit: fc.constantFrom('0', '5', '+', ' ', '(', ')', '-', '.', 'x'), maxLength: 34 }),
);
const webAddress = mostly(
  fc.oneof(fc.constant(''), fc.webUrl(), fc.domain()),
  fc.oneof(spaced(fc.domain().map((domain) => `${domain}/${'p'.repeat(290)}`)), text(40)),
);
const linkedIn = mostly(
  fc
    .tuple(
      fc.constantFrom('', 'https://', 'http://', 'HTTPS://'),
      fc.constantFrom('', 'www.', 'uk.'),
      fc.constantFrom('linkedin.com/', 'LinkedIn.com/'),
      fc.string({ unit: fc.constantFrom('i', 'n', '/', '-', 'é'), minLength: 1, maxLength: 20 }),
    )
    .map((parts) => parts.join('')),
  fc.oneof(
    webAddress,
    fc
      .tuple(
        fc.constantFrom('https://', 'abcd.', 'evil-'),
        fc.constantFrom('linkedin.com/', 'linkedin.co/'),
        fc.string({ unit: fc.constantFrom('i', ' ', '/'), maxLength: 5 }),
      )
      .map((parts) => parts.join('')),
  ),
);
const attribution = fc.tuple(text(400), text(400), fc.webUrl()).map(([source, campaign, referrer]) =>
  attributionFrom(
    {
      href: `https://site.example/${encodeURIComponent(campaign)}?utm_source=${encodeURIComponent(source)}&utm_campaign=${encodeURIComponent(campaign)}&gclid=${encodeURIComponent(source)}`,
    },
    referrer,
  ),
);
/** A free time as free_call_slots answers it (half hours), or sometimes anything. */
const slot = mostly(
  fc
    .date({ min: new Date('2030-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => new Date(Math.floor(date.getTime() / 1_800_000) * 1_800_000).toISOString()),
  fc.constantFrom('', 'tomorrow', '2030-02-30T10:00'),
);
const timeZone = fc.constantFrom(
  ...COMMON_TIME_ZONES,
  'Etc/GMT+5',
  'America/Indiana/Indianapolis',
  'Mars/Base',
  '',
);

async function expectStored(table: keyof typeof stored, row: object): Promise<void> {
  const result = await service
    .from(table)
    .insert(row as never)
    .select('id')
    .single();
  expect(result.error, JSON.stringify(row)).toBeNull();
  stored[table].push(result.data?.id ?? '');
}

/**
 * The contact_submissions row book_discovery_call makes of a lead: its keys are the columns, and
 * the chosen time is stored as the visitor's wall clock showed it.
 */
function bookedLeadRow({ slot: chosen, ...lead }: DiscoveryCallValues, visit: object) {
  const clock = wallClock(lead.time_zone, new Date(chosen));
  return {
    kind: 'discovery_call' as const,
    ...lead,
    preferred_date: clock.date,
    preferred_time: clock.time,
    attribution: visit,
  };
}

describe('the shared schemas never let through what the database refuses', () => {
  it('contact messages', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: mostly(spaced(words(2, 40)), spaced(text(120))),
          email,
          phone,
          company: mostly(words(0, 30), text(120)),
          subject: mostly(words(0, 30), text(150)),
          message: mostly(spaced(words(10, 200)), spaced(text(5000))),
        }),
        attribution,
        async (input, visit) => {
          const parsed = contactSchema.safeParse(input);
          if (!parsed.success) return;
          accepted += 1;
          await expectStored('contact_submissions', contactRow(parsed.data, visit));
        },
      ),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 5);
  });

  it('discovery calls', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: mostly(spaced(words(2, 40)), spaced(text(120))),
          email,
          phone,
          company: mostly(words(0, 30), text(120)),
          website: webAddress,
          services: mostly(
            fc.subarray([...SERVICE_SLUGS]),
            fc.subarray([...SERVICE_SLUGS, 'unknown-service']),
          ),
          budget: mostly(
            fc.constantFrom('', ...BUDGET_OPTIONS.map((option) => option.value)),
            fc.constantFrom('lots', 'under-5k '),
          ),
          goals: mostly(words(0, 100), text(2000)),
          slot,
          time_zone: timeZone,
        }),
        attribution,
        async (input, visit) => {
          const parsed = discoveryCallSchema.safeParse(input);
          if (!parsed.success) return;
          accepted += 1;
          await expectStored('contact_submissions', bookedLeadRow(parsed.data, visit));
        },
      ),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 5);
  });

  it('job applications', async () => {
    const { data: job } = await service.from('jobs').select('id').eq('status', 'open').limit(1).single();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          job_id: fc.constant(job?.id ?? ''),
          full_name: mostly(spaced(words(2, 40)), spaced(text(120))),
          email,
          phone,
          linkedin_url: linkedIn,
          portfolio_url: webAddress,
          cover_letter: mostly(words(0, 100), text(5000)),
        }),
        async (input) => {
          const parsed = jobApplicationSchema.safeParse(input);
          if (!parsed.success) return;
          accepted += 1;
          await expectStored(
            'job_applications',
            jobApplicationRow(parsed.data, `${randomUUID()}/cv.pdf`, {}),
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 5);
  });
});
