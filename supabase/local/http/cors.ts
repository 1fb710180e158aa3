import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const corsHeaders = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
  exposeHeaders: [
    'Content-Range',
    'Content-Profile',
    'Content-Length',
    'Content-Location',
    'Content-Type',
    'Location',
    'Preference-Applied',
    'Range-Unit',
    'X-Total-Count',
    'Link',
    'Proxy-Status',
    'X-Supabase-Api-Version',
  ],
  maxAge: 3600,
});

/**
 * CORS as Supabase's gateway answers it: any origin, the request's headers echoed, the API's
 * headers exposed. An OPTIONS without Access-Control-Request-Method is no preflight: the gateway
 * passes it on to the service, and PostgREST answers it with the resource's Allow header.
 */
export const supabaseCors: MiddlewareHandler = async (c, next) => {
  const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
  if (c.req.method === 'OPTIONS' && !preflight && c.req.path.startsWith('/rest/v1')) return next();
  return corsHeaders(c, next);
};
