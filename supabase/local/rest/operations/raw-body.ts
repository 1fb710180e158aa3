/**
 * A function with a single unnamed parameter of one of these types receives the whole POST body
 * when it is sent with the matching Content-Type (PostgREST: "Functions with a single unnamed
 * parameter"); JSON bodies go to a json/jsonb parameter instead.
 */
export const RAW_PARAMETER_TYPES: Readonly<Record<string, 'text' | 'xml' | 'bytea'>> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** A POST body that was not JSON: its text (bytea as `\x…` hex) and the parameter type it fits. */
export class RawBody {
  constructor(
    readonly type: 'text' | 'xml' | 'bytea',
    readonly value: string,
  ) {}

  static async read(request: Request, type: 'text' | 'xml' | 'bytea'): Promise<RawBody> {
    if (type !== 'bytea') return new RawBody(type, await request.text());
    const bytes = Buffer.from(await request.arrayBuffer());
    return new RawBody(type, `\\x${bytes.toString('hex')}`);
  }
}
