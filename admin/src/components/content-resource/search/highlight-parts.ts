/** The markers search_content puts around matched words in its plain-text headline. */
export const MATCH_START = '⟦';
export const MATCH_END = '⟧';

export interface HighlightPart {
  text: string;
  matched: boolean;
}

/** A headline split into plain and matched runs; a marker without its partner is kept as text. */
export function highlightParts(headline: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = headline;
  while (rest) {
    const start = rest.indexOf(MATCH_START);
    const end = start === -1 ? -1 : rest.indexOf(MATCH_END, start + MATCH_START.length);
    if (end === -1) {
      parts.push({ text: rest, matched: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), matched: false });
    const matched = rest.slice(start + MATCH_START.length, end);
    if (matched) parts.push({ text: matched, matched: true });
    rest = rest.slice(end + MATCH_END.length);
  }
  return parts;
}
