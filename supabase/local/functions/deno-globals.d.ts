/**
 * The part of Deno's global API that this project's edge functions use, so they type-check here;
 * on Supabase they run on Deno itself, where the real declarations apply.
 */
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: {
    get(name: string): string | undefined;
    toObject(): Record<string, string>;
  };
}
