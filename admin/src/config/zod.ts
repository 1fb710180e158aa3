import * as z from 'zod/v4-mini';

// The admin's Content-Security-Policy has no 'unsafe-eval': zod must not compile validators with
// `new Function` (its feature probe alone is reported as a policy violation).
z.config({ jitless: true });
