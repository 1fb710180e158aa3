/** A Markdown formatting action on a textarea's selection. */
export interface MarkdownEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'link' | 'code' | 'list' | 'quote';

const WRAP: Partial<Record<MarkdownFormat, [string, string, string]>> = {
  bold: ['**', '**', 'bold text'],
  italic: ['_', '_', 'italic text'],
  code: ['`', '`', 'code'],
  link: ['[', '](https://)', 'link text'],
};

const LINE_PREFIX: Partial<Record<MarkdownFormat, string>> = { heading: '## ', list: '- ', quote: '> ' };

/** The text after applying `format` to the selection, with the new selection (the affected text). */
export function applyFormat(edit: MarkdownEdit, format: MarkdownFormat): MarkdownEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const wrap = WRAP[format];
  if (wrap) {
    const [before, after, placeholder] = wrap;
    const selected = value.slice(start, end) || placeholder;
    return {
      value: `${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`,
      selectionStart: start + before.length,
      selectionEnd: start + before.length + selected.length,
    };
  }
  const prefix = LINE_PREFIX[format] ?? '';
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const lines = value.slice(lineStart, end).split('\n');
  const prefixed = lines.map((line) => `${prefix}${line}`).join('\n');
  return {
    value: `${value.slice(0, lineStart)}${prefixed}${value.slice(end)}`,
    selectionStart: start + prefix.length,
    selectionEnd: end + prefix.length * lines.length,
  };
}

/** encodeURIComponent leaves parentheses as they are. */
const PARENTHESES: Record<string, string> = { '(': '%28', ')': '%29' };

/**
 * `![alt](url)` with the alt text's brackets and backslashes escaped and the address's spaces and
 * parentheses encoded, so neither can end the image early.
 */
export function markdownImage(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, ' ').replace(/[\\[\]]/g, '\\$&');
  const address = url.replace(
    /[\s()]/g,
    (character) => PARENTHESES[character] ?? encodeURIComponent(character),
  );
  return `![${text}](${address})`;
}

/** The text with `markdown` in place of the selection, and the cursor just after it. */
export function insertAt(edit: MarkdownEdit, markdown: string): MarkdownEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const cursor = start + markdown.length;
  return {
    value: `${value.slice(0, start)}${markdown}${value.slice(end)}`,
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}
