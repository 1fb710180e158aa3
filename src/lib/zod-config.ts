import * as z from 'zod/v4-mini';

// The site's and the admin's Content-Security-Policy have no 'unsafe-eval': zod must not compile
// validators with `new Function` (its feature probe alone is reported as a policy violation).
z.config({ jitless: true });
