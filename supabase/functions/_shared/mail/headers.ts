import { MailError } from './mail-error.ts';

/** Header names the sender sets itself; a caller's header must not replace them. */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'sender',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'return-path',
]);

const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,76}$/;
// Characters no header value may carry: CR and LF (a new header line) and the other controls.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// One address without a display name, comments, groups or a list.
const PLAIN_ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
const MESSAGE_ID = /^<?([^\s<>@]+@[^\s<>@]+)>?$/;
const MAX_VALUE = 998;

function invalid(message: string): MailError {
  return new MailError(message, { reason: 'EINVALID' });
}

/** A header value on one line: control characters (CR, LF …) become spaces, runs of space one. */
export function cleanHeaderValue(value: string, max = MAX_VALUE): string {
  const clean = value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** One plain recipient address, or MailError: a header must never become a list of recipients. */
export function plainAddress(value: string, field: string): string {
  const address = value.trim();
  if (address.length > 254 || !PLAIN_ADDRESS.test(address))
    throw invalid(`${field} is not one plain email address`);
  return address;
}

/** `<id@domain>`, from an id with or without its angle brackets. */
export function messageIdHeader(value: string): string {
  const match = MESSAGE_ID.exec(value.trim());
  if (!match?.[1] || match[1].length > 250) throw invalid('The Message-ID is not `<id@domain>`');
  return `<${match[1]}>`;
}

/** The caller's extra headers, names checked and values on one line. */
export function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!HEADER_NAME.test(name) || RESERVED.has(name.toLowerCase()))
      throw invalid(`The header ${JSON.stringify(name)} cannot be set`);
    result[name] = cleanHeaderValue(value);
  }
  return result;
}

/** MAIL_FROM (`Name <address>` or `address`) as nodemailer's address object, the name quoted by it. */
export function senderAddress(from: string): { name: string; address: string } {
  const match = /^([^<>]*)<([^<>]+)>\s*$/.exec(from);
  if (!match) return { name: '', address: plainAddress(from, 'MAIL_FROM') };
  const name = (match[1] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\\(.)/g, '$1');
  return { name: cleanHeaderValue(name, 200), address: plainAddress(match[2] ?? '', 'MAIL_FROM') };
}
