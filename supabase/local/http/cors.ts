import { cors } from 'hono/cors';

/** CORS as Supabase's gateway answers it: any origin, the request's headers echoed, the API's headers exposed. */
export const supabaseCors = cors({
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
