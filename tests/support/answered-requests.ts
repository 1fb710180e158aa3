import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

const FINISHED = 'http.server.response.finish';

export interface AnsweredRequests {
  /** How many answers to `route` ("POST /rest/v1/rpc/request_build", no query) were sent so far. */
  count(route: string): number;
  stop(): void;
}

/**
 * Counts the answers the HTTP servers of this process send, per method and path, from now until
 * stop(): a stack a test starts in-process shows what reached it, including its own functions' calls.
 */
export function countAnsweredRequests(): AnsweredRequests {
  const counts = new Map<string, number>();
  const onFinished = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const route = `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://localhost').pathname}`;
    counts.set(route, (counts.get(route) ?? 0) + 1);
  };
  diagnostics.subscribe(FINISHED, onFinished);
  return {
    count: (route) => counts.get(route) ?? 0,
    stop: () => diagnostics.unsubscribe(FINISHED, onFinished),
  };
}
