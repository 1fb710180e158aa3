import { escapeHtml, oneLine, paragraphs, paragraphsHtml, quoted } from './text.ts';

/**
 * A piece of an email in both parts. Templates build emails only from these builders, which take
 * plain text and escape it themselves: no template writes HTML around a value.
 */
export interface Block {
  html: string;
  text: string;
}

export const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

export function heading(text: string): Block {
  return {
    html: `<h1 style="${FONT}font-size:20px;line-height:28px;margin:0 0 16px;color:#0f172a;">${escapeHtml(text)}</h1>`,
    text: `${text}\n${'='.repeat(Math.min(Array.from(text).length, 72))}`,
  };
}

export function subheading(text: string): Block {
  return {
    html: `<h2 style="${FONT}font-size:16px;line-height:24px;margin:24px 0 8px;color:#0f172a;">${escapeHtml(text)}</h2>`,
    text: `${text}\n${'-'.repeat(Math.min(Array.from(text).length, 72))}`,
  };
}

/** A paragraph of plain text (ours, with values already shortened to one line where needed). */
export function paragraph(text: string): Block {
  return {
    html: `<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 16px;color:#334155;">${paragraphsHtml(text, 10_000)}</p>`,
    text: paragraphs(text, 10_000),
  };
}

/** A call to action: a button in HTML, the label and the URL in text. Only for URLs we built. */
export function button(label: string, url: string): Block {
  return {
    html: `<p style="margin:8px 0 24px;"><a href="${escapeHtml(url)}" style="${FONT}display:inline-block;background:#16a34a;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>`,
    text: `${label}:\n${url}`,
  };
}

/** Small print with a link (an unsubscribe link); the URL in full in text. Only for URLs we built. */
export function smallLink(before: string, label: string, url: string): Block {
  return {
    html: `<p style="${FONT}font-size:12px;line-height:18px;color:#64748b;margin:0 0 8px;">${escapeHtml(before)} <a href="${escapeHtml(url)}" style="color:#64748b;">${escapeHtml(label)}</a></p>`,
    text: `${before} ${label}: ${url}`,
  };
}

export interface Field {
  label: string;
  value: string | null | undefined;
  /** Several lines (a message): kept, quoted in text. */
  multiline?: boolean;
  /** A link the value opens (http(s) only, checked by the caller with webUrl). */
  href?: string | undefined;
}

/** Label/value rows; empty values are left out. */
export function fields(rows: Field[]): Block {
  const shown = rows.filter((row) => row.value != null && row.value.trim() !== '');
  const cell = `${FONT}font-size:14px;line-height:20px;padding:6px 12px 6px 0;vertical-align:top;`;
  const html = shown
    .map((row) => {
      const value = row.value ?? '';
      const content = row.multiline
        ? paragraphsHtml(value)
        : row.href
          ? `<a href="${escapeHtml(row.href)}" style="color:#15803d;">${escapeHtml(oneLine(value, 300))}</a>`
          : escapeHtml(oneLine(value, 300));
      return `<tr><th align="left" style="${cell}color:#64748b;font-weight:600;white-space:nowrap;">${escapeHtml(row.label)}</th><td style="${cell}color:#0f172a;">${content}</td></tr>`;
    })
    .join('');
  const text = shown
    .map((row) => {
      const value = row.value ?? '';
      return row.multiline ? `${row.label}:\n${quoted(value)}` : `${row.label}: ${oneLine(value, 300)}`;
    })
    .join('\n');
  return {
    html: shown.length
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${html}</table>`
      : '',
    text,
  };
}

/** A thin rule between items (the digest). */
export function divider(): Block {
  return { html: '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0;">', text: '\n* * *\n' };
}

export function join(blocks: Block[]): Block {
  return {
    html: blocks.map((block) => block.html).join('\n'),
    text: blocks
      .map((block) => block.text)
      .filter((text) => text !== '')
      .join('\n\n'),
  };
}
