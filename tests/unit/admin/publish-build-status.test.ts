import { describe, expect, it } from 'vitest';
import {
  changesPhrase,
  elapsedMs,
  formatDuration,
  publishButtonName,
  requesterLabel,
  STATUS_LABEL,
  triggerLabel,
} from '../../../admin/src/features/publish/build-status.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const COLLEAGUE = '00000000-0000-4000-8000-000000000002';
const FORMER = '00000000-0000-4000-8000-000000000003';

describe('the Publish button', () => {
  it('names the changes waiting, or the build in progress, starting with its visible text', () => {
    expect(publishButtonName(0, null)).toBe('Publish site, the site is up to date');
    expect(publishButtonName(1, null)).toBe('Publish site, 1 change not live yet');
    expect(publishButtonName(3, null)).toBe('Publish site, 3 changes not live yet');
    expect(publishButtonName(3, 'queued')).toBe('Publishing…, a build is queued');
    expect(publishButtonName(3, 'running')).toBe('Publishing…, the site is being built');
  });

  it('never calls itself "unpublish…", so the pages’ Unpublish buttons stay unambiguous by name', () => {
    for (const count of [0, 1, 7])
      for (const status of [null, 'queued', 'running'] as const)
        expect(publishButtonName(count, status).toLowerCase()).not.toContain('unpublish');
    expect(changesPhrase(2)).toBe('2 changes not live yet');
  });
});

describe('build labels', () => {
  it('shows the four states an editor cares about', () => {
    expect(STATUS_LABEL).toEqual({
      queued: 'Queued',
      running: 'Building',
      succeeded: 'Live',
      failed: 'Failed',
    });
  });

  it('names triggers, and passes unknown ones through', () => {
    expect(triggerLabel('manual')).toBe('Update live site');
    expect(triggerLabel('schedule')).toBe('Scheduled content');
    expect(triggerLabel('deploy-hook')).toBe('Deploy hook');
    expect(triggerLabel('something-new')).toBe('something-new');
  });

  it('says who asked by name from the staff directory, never by email address', () => {
    const names = new Map([[COLLEAGUE, 'Grace Hopper']]);
    expect(requesterLabel({ requested_by: ME, trigger: 'manual' }, ME, names)).toBe('You');
    expect(requesterLabel({ requested_by: COLLEAGUE, trigger: 'manual' }, ME, names)).toBe('Grace Hopper');
    expect(requesterLabel({ requested_by: COLLEAGUE, trigger: 'manual' }, ME, undefined)).toBe('…');
    expect(requesterLabel({ requested_by: FORMER, trigger: 'manual' }, ME, names)).toBe(
      'A former staff member',
    );
    expect(requesterLabel({ requested_by: null, trigger: 'schedule' }, ME, names)).toBe('The schedule');
    expect(requesterLabel({ requested_by: null, trigger: 'system' }, ME, names)).toBe('The system');
    expect(requesterLabel({ requested_by: null, trigger: 'manual' }, ME, names)).toBe(
      'A former staff member',
    );
  });
});

describe('build times', () => {
  it('formats durations for people', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(44_600)).toBe('45 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('counts from the start once a build has one, and stops at its end', () => {
    const now = Date.parse('2026-11-25T10:01:00Z');
    const queued = { requested_at: '2026-11-25T10:00:00Z', started_at: null, finished_at: null };
    expect(elapsedMs(queued, now)).toBe(60_000);
    expect(elapsedMs({ ...queued, started_at: '2026-11-25T10:00:30Z' }, now)).toBe(30_000);
    expect(
      elapsedMs({ ...queued, started_at: '2026-11-25T10:00:30Z', finished_at: '2026-11-25T10:00:40Z' }, now),
    ).toBe(10_000);
  });
});
