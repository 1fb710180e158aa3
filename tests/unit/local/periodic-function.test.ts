import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callPeriodically } from '../../../supabase/local/schedule/periodic-function.ts';

/** The local stack's schedule (deliveries every 5 s, hourly jobs) against a slow function on 127.0.0.1. */
let server: http.Server;
let url = '';
let inFlight = 0;
let most = 0;
let calls = 0;
const release: (() => void)[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    calls += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    release.push(() => {
      inFlight -= 1;
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ path: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callPeriodically', () => {
  it('never starts a call while the last one runs, and logs what the answer says', async () => {
    // The schedule's interval runs on a clock the test moves; the network and the first call are real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: string[] = [];
    const schedule = callPeriodically({
      apiUrl: url,
      serviceRoleKey: 'key',
      functionName: 'slow',
      body: {},
      label: 'Slow',
      summarise: (_status, body) => `answered ${(body as { path: string }).path}`,
      log: (line) => lines.push(line),
      firstCallMs: 0,
      everyMs: 10,
    });
    await expect.poll(() => calls).toBe(1);
    // Ten ticks pass while the first call waits for its answer: none starts another.
    vi.advanceTimersByTime(100);
    expect(calls).toBe(1);
    for (const answer of release.splice(0)) answer();
    await expect.poll(() => lines).toEqual(['Slow: answered /functions/v1/slow']);
    vi.advanceTimersByTime(10);
    await expect.poll(() => calls).toBe(2);
    expect(most).toBe(1);
    const stopping = schedule.stop();
    for (const answer of release.splice(0)) answer();
    await stopping;
    // Stopped: more time brings no call.
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    expect(calls).toBe(2);
  });
});
