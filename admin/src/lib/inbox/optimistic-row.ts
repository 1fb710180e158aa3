/** An update or delete that row-level security refused touches no row and reports no error: say so. */
export class NotPermittedError extends Error {
  readonly code = '42501';
  constructor() {
    super('You do not have permission to do that.');
  }
}
