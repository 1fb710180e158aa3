import { Parser } from 'htmlparser2';
import { comparableUrl } from './link-url.ts';

const ANCHOR_MAX = 300;
const REL_MAX = 100;

export interface FoundLink {
  anchorText: string;
  rel: string | null;
}

interface OpenLink {
  rel: string | null;
  text: string;
  imageAlt: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * Reads an HTML page as it arrives (write chunks, then end) with a real HTML parser and collects the
 * <a href> elements that lead to the target: their text (or an image's alt text) and rel. Relative
 * hrefs resolve against the page's URL, or its <base href>.
 */
export class LinkFinder {
  readonly found: FoundLink[] = [];
  private readonly target: string | null;
  private base: string;
  private baseSeen = false;
  private open: OpenLink | null = null;
  private readonly parser: Parser;

  constructor(targetUrl: string, pageUrl: string) {
    this.target = comparableUrl(targetUrl);
    this.base = pageUrl;
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => this.onOpen(name, attributes),
        ontext: (text) => {
          if (this.open) this.open.text += text;
        },
        onclosetag: (name) => {
          if (name === 'a') this.close();
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  end(): void {
    this.parser.end();
    this.close();
  }

  /** The link whose anchor text is the expected one, else the first found. */
  best(expectedAnchor: string | null): FoundLink | null {
    const wanted = expectedAnchor ? collapse(expectedAnchor).toLowerCase() : null;
    return this.found.find((link) => link.anchorText.toLowerCase() === wanted) ?? this.found[0] ?? null;
  }

  private onOpen(name: string, attributes: Record<string, string>): void {
    if (name === 'base' && attributes.href !== undefined && !this.baseSeen) {
      // Only the first <base href> counts, as in browsers.
      this.baseSeen = true;
      if (comparableUrl(attributes.href, this.base)) this.base = new URL(attributes.href, this.base).href;
      return;
    }
    if (name === 'img' && this.open) {
      this.open.imageAlt ||= attributes.alt ?? '';
      return;
    }
    if (name !== 'a') return;
    // An <a> inside an open one closes it first, as browsers do.
    this.close();
    const href = attributes.href;
    if (href === undefined || this.target === null || comparableUrl(href, this.base) !== this.target) return;
    const rel = collapse(attributes.rel ?? '').toLowerCase();
    this.open = { rel: rel ? cut(rel, REL_MAX) : null, text: '', imageAlt: '' };
  }

  private close(): void {
    if (!this.open) return;
    const text = collapse(this.open.text) || collapse(this.open.imageAlt);
    this.found.push({ anchorText: cut(text, ANCHOR_MAX), rel: this.open.rel });
    this.open = null;
  }
}
