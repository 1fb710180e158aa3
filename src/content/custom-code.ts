import sanitizeHtml from 'sanitize-html';

/**
 * Admin-entered tag code (site_settings.custom_head_code / custom_body_code), reduced to the
 * elements such snippets are made of: scripts, no-script fallbacks, meta and link tags, styles,
 * and tracking pixels. Only admins can write these columns (row-level security), and every
 * change is in the audit log; this keeps stray markup from breaking the page.
 */
const HEAD_TAGS = ['script', 'noscript', 'meta', 'link', 'style'];
const BODY_TAGS = ['script', 'noscript', 'iframe', 'img', 'style'];

const RAW_TEXT_PARENTS = new Set(['script', 'style', 'noscript']);

const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  script: ['src', 'async', 'defer', 'type', 'id', 'crossorigin', 'integrity', 'data-*'],
  meta: ['name', 'content', 'property', 'http-equiv'],
  link: ['rel', 'href', 'as', 'type', 'crossorigin', 'sizes', 'media'],
  iframe: ['src', 'width', 'height', 'style', 'title'],
  img: ['src', 'width', 'height', 'alt', 'style'],
  style: ['media'],
};

function clean(html: string | null, tags: string[]): string {
  if (!html?.trim()) return '';
  return sanitizeHtml(html, {
    allowedTags: tags,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['https'],
    allowVulnerableTags: true,
    // Stray prose outside a script, style or no-script fallback is dropped rather than shown on the page.
    textFilter: (text, tagName) => (RAW_TEXT_PARENTS.has(tagName) ? text : ''),
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src?.startsWith('https://'),
  }).trim();
}

export const cleanHeadCode = (html: string | null): string => clean(html, HEAD_TAGS);
export const cleanBodyCode = (html: string | null): string => clean(html, BODY_TAGS);
