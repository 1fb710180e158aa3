import { describe, expect, it } from 'vitest';
import { logTail } from '../../../admin/src/features/publish/log-tail.ts';
import { requestOutcome } from '../../../admin/src/features/publish/request-outcome.ts';

describe('logTail', () => {
  it('keeps a short log whole, without its final newline', () => {
    expect(logTail('one\ntwo\n', 5)).toEqual({ text: 'one\ntwo', truncated: false });
    expect(logTail('', 5)).toEqual({ text: '', truncated: false });
  });

  it('keeps the last lines of a long log and says so', () => {
    const log = Array.from({ length: 10 }, (_, i) => `line ${String(i + 1)}`).join('\n');
    expect(logTail(log, 3)).toEqual({ text: 'line 8\nline 9\nline 10', truncated: true });
  });
});

describe('requestOutcome', () => {
  const build = {
    id: 'b',
    status: 'queued' as const,
    trigger: 'manual',
    requested_by: null,
    requested_at: '2026-11-25T10:00:00Z',
    started_at: null,
    finished_at: null,
    duration_ms: null,
    error: null,
  };

  it('tells a new request from one that joined the queued build, and a deploy hook call', () => {
    expect(requestOutcome({ build, collapsed: false, hook: 'not-configured' })).toMatch(/^Build queued/);
    expect(requestOutcome({ build, collapsed: true, hook: 'not-configured' })).toMatch(/already queued/);
    expect(
      requestOutcome({ build: { ...build, status: 'succeeded' }, collapsed: false, hook: 'called' }),
    ).toMatch(/hosting provider accepted/);
  });
});
