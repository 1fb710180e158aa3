/**
 * Stored-XSS payloads. Each one calls `window.__xss(id)` if it ever runs, `id` naming the field
 * (table.column) it was stored in, so a failure says which field rendered it as markup.
 */
export const XSS_CALL_NAME = '__xss';

const call = (id: string) => `window.${XSS_CALL_NAME}('${id}')`;

/** A plain script tag, an event handler, an attribute breakout and a JSON-LD breakout. */
const markupPayloads = (id: string): string[] => [
  `<script>${call(id)}</script>`,
  `<img src=x onerror="${call(id)}">`,
  `"><svg onload=${call(id)}>`,
  `</script><script>${call(id)}</script>`,
];

/** Markdown links and images a renderer could turn into a javascript: URL or a handler. */
const markdownPayloads = (id: string): string[] => [
  `[markdown link](javascript:${call(id)})`,
  `![markdown image](x" onerror="${call(id)})`,
  `<a href="javascript:${call(id)}">raw link</a>`,
];

/** Values a URL or path check accepts (https or /, no whitespace) that still try to break out of an attribute. */
const urlPayloads = (id: string): string[] => [
  `javascript:${call(id)}`,
  `https://www.linkedin.com/in/x"><svg/onload=${call(id)}>`,
  `/"><svg/onload=${call(id)}>`,
];

const URL_LIKE = /url|link|href|website|path/;

/**
 * What to try storing in a text column, best first: every payload at once (bodies), the markup
 * ones only, then the shortest, for a tight length limit. The first value the column's
 * CHECK constraints accept is kept.
 */
export function payloadVariants(id: string, column: string): string[] {
  const markup = markupPayloads(id);
  const urlLike = URL_LIKE.test(column);
  return [
    ...(urlLike ? urlPayloads(id) : []),
    [...markup, ...markdownPayloads(id)].join('\n\n'),
    markup.join(' '),
    `<svg onload=${XSS_CALL_NAME}('${id}')>`,
    ...(urlLike ? [] : urlPayloads(id).slice(1)),
  ];
}

/** Whether a stored value is one of the payloads (it holds the call). */
export const holdsPayload = (value: unknown): boolean =>
  typeof value === 'string' && value.includes(`${XSS_CALL_NAME}(`);

/**
 * What to try storing in a text[] column: each markup payload as an element of its own (tags
 * become page names: one element holding every payload makes a file name longer than allowed).
 */
export function arrayPayloadVariants(id: string): string[][] {
  return [markupPayloads(id), [`<svg onload=${XSS_CALL_NAME}('${id}')>`]];
}
