/**
 * What a built page runs and loads from elsewhere, read from its HTML: the text of every inline
 * script the browser executes (so the policy can allow exactly those by hash) and the origins of
 * external scripts, frames and style sheets (added by staff's custom head and body code).
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

export interface PageSources {
  inlineScripts: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  styleOrigins: string[];
}

/** The HTML standard's JavaScript MIME type essences: a script of one of these types runs (classic). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Inline content of these types is not JavaScript but is still governed by script-src. */
const SCRIPT_SRC_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether an inline script with these attributes is one `script-src` must allow: JavaScript
 * (no type, an empty type or a JavaScript MIME type), a module, an import map or speculation
 * rules. Data blocks (application/ld+json and any other type) never run.
 */
export function isPolicedScript(attributes: Readonly<Record<string, string>>): boolean {
  const type = attributes.type?.trim().toLowerCase();
  if (type === undefined) {
    const language = attributes.language?.trim().toLowerCase();
    return !language || JAVASCRIPT_TYPES.has(`text/${language}`);
  }
  return type === '' || JAVASCRIPT_TYPES.has(type) || SCRIPT_SRC_TYPES.has(type);
}

/**
 * The CSP source that allows an inline script or style element: SHA-256 of its text as the browser
 * hashes it (UTF-8, after the HTML parser turned CR LF and lone CR into LF), base64.
 */
export function inlineHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export const scriptHashSource = inlineHashSource;

/** The origin of an http(s) or protocol-relative address; none for a relative one or another scheme. */
function externalOrigin(address: string | undefined): string | undefined {
  const value = address?.trim() ?? '';
  if (!/^(https?:)?\/\//i.test(value)) return undefined;
  try {
    return new URL(value, 'https://relative.invalid').origin;
  } catch {
    return undefined;
  }
}

const isStyleSheet = (rel: string | undefined) =>
  (rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

export function pageSources(html: string): PageSources {
  const found = {
    inlineScripts: [] as string[],
    script: new Set<string>(),
    frame: new Set<string>(),
    style: new Set<string>(),
  };
  let noscriptDepth = 0;
  let inlineScript: string[] | undefined;
  const addOrigin = (set: Set<string>, address: string | undefined) => {
    const origin = externalOrigin(address);
    if (origin) set.add(origin);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'noscript') noscriptDepth += 1;
        else if (name === 'script') {
          if (attributes.src !== undefined) addOrigin(found.script, attributes.src);
          // A script inside <noscript> is text when scripting is on, and never runs when it is off.
          else if (noscriptDepth === 0 && isPolicedScript(attributes)) inlineScript = [];
        } else if (name === 'iframe') addOrigin(found.frame, attributes.src);
        else if (name === 'link' && isStyleSheet(attributes.rel)) addOrigin(found.style, attributes.href);
      },
      ontext(text) {
        inlineScript?.push(text);
      },
      onclosetag(name) {
        if (name === 'noscript') noscriptDepth = Math.max(0, noscriptDepth - 1);
        else if (name === 'script' && inlineScript) {
          // The browser skips an empty inline script before it asks the policy.
          const text = inlineScript.join('');
          if (text !== '') found.inlineScripts.push(text);
          inlineScript = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    inlineScripts: found.inlineScripts,
    scriptOrigins: [...found.script],
    frameOrigins: [...found.frame],
    styleOrigins: [...found.style],
  };
}

/** The sources of many pages as one: every inline script (repeats kept once) and every origin. */
export function mergedSources(pages: Iterable<PageSources>): PageSources {
  const merged = {
    inlineScripts: new Set<string>(),
    scriptOrigins: new Set<string>(),
    frameOrigins: new Set<string>(),
    styleOrigins: new Set<string>(),
  };
  for (const page of pages) {
    for (const key of Object.keys(merged) as (keyof PageSources)[]) {
      for (const value of page[key]) merged[key].add(value);
    }
  }
  return {
    inlineScripts: [...merged.inlineScripts],
    scriptOrigins: [...merged.scriptOrigins],
    frameOrigins: [...merged.frameOrigins],
    styleOrigins: [...merged.styleOrigins],
  };
}
