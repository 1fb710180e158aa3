import type { Caller } from './caller.ts';
import type { Client } from '../_shared/clients.ts';

/** What an action works with: the admin calling, and the project with the service role. */
export interface Context {
  caller: Caller;
  service: Client;
}
