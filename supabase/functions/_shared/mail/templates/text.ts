/**
 * Making visitor values safe in an email: escaped in HTML, on one line where a line is expected,
 * shortened with an ellipsis where a long value would be absurd. Plain text is inert in a
 * text/plain part; what matters there is that a value cannot pose as lines of ours.
 */

// Control characters (all but tab and line feed), and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** At most `max` characters, the last one an ellipsis when cut. */
export function truncate(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : value;
}

/** One line: line breaks and controls become spaces, runs of space one, then shortened. */
export function oneLine(value: string, max = 200): string {
  return truncate(value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim(), max);
}

/** Several lines (a message, a cover letter): CR/LF normalised, other controls dropped, shortened. */
export function paragraphs(value: string, max = 5000): string {
  return truncate(
    value
      .replace(/\r\n?/g, '\n')
      .replace(CONTROLS, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );
}

/** Several lines quoted with `> ` in a text part, so a visitor's text never reads as ours. */
export function quoted(value: string, max = 5000): string {
  return paragraphs(value, max)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** Several lines in HTML: escaped, line breaks kept. */
export function paragraphsHtml(value: string, max = 5000): string {
  return escapeHtml(paragraphs(value, max)).replace(/\n/g, '<br>');
}

/** An http(s) URL as a string, or undefined: only such URLs become links. */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
