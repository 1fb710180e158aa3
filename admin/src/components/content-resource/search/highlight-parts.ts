/** The markers search_content puts around matched words in its plain-text headline. */
export const MATCH_START = '⟦';
const MATCH_END = '⟧';

interface HighlightPart {
  text: string;
  matched: boolean;
}

/** A headline split into plain and matched runs; a marker without its partner is kept as text. */
export const highlightParts = (headline: string): HighlightPart[] =>
  headline
    // Split on a capture group: every odd entry is what stood between a pair of markers.
    .split(new RegExp(`${MATCH_START}([^${MATCH_END}]*)${MATCH_END}`))
    .map((text, index) => ({ text, matched: index % 2 === 1 }))
    .filter((part) => part.text !== '');
