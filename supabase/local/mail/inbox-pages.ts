import { escapeHtml } from '../../functions/_shared/mail/templates/text.ts';
import { attachmentName } from './attachment-download.ts';
import type { MailMessage, MailSummary } from './messages.ts';

const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
header{background:#14532d;color:#fff;padding:12px 24px}header a{color:#fff;text-decoration:none;font-weight:600}
main{padding:16px 24px;max-width:1100px}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{color:#475569;font-weight:600}td a{color:#15803d}pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e2e8f0;padding:12px}
iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}.empty{color:#64748b}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px;border:1px solid #e2e8f0}dt{color:#475569;font-weight:600}dd{margin:0;word-break:break-all}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local inbox</title><style>${STYLE}</style></head>
<body><header><a href="/">Local inbox</a> — every email the local stack sent (not delivered anywhere)</header>
<main>${content}</main></body></html>`;
}

export function listPage(messages: MailSummary[]): string {
  if (messages.length === 0) return page('Inbox', '<p class="empty">No emails yet.</p>');
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sent_at)}</td><td>${escapeHtml(m.to_email)}</td><td>${escapeHtml(m.from_email ?? '')}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td><td>${escapeHtml(m.kind)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Inbox',
    `<table><thead><tr><th>Sent</th><th>To</th><th>From</th><th>Subject</th><th>Kind</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}

/** Each attachment with its download link; a calendar part's text shown as well. */
function attachmentsSection(message: MailMessage): string {
  if (message.attachments.length === 0) return '<h2>Attachments</h2><p class="empty">No attachments.</p>';
  const items = message.attachments
    .map((attachment, index) => {
      const name = attachmentName(attachment, index);
      const type = [attachment.content_type, attachment.method ? `method=${attachment.method}` : '']
        .filter(Boolean)
        .join('; ');
      const calendar =
        attachment.content_type.endsWith('calendar') || attachment.content_type === 'application/ics';
      const text =
        calendar && attachment.encoding === 'utf-8' ? `<pre>${escapeHtml(attachment.content)}</pre>` : '';
      return `<li><a href="/messages/${message.id}/attachments/${String(index)}" download>${escapeHtml(name)}</a> (${escapeHtml(type)}, ${String(attachment.size)} bytes)${text}</li>`;
    })
    .join('\n');
  return `<h2>Attachments</h2><ul>\n${items}\n</ul>`;
}

export function messagePage(message: MailMessage): string {
  const summary = [
    ['From', message.from_email ?? ''],
    ['To', message.to_email],
    ['Subject', message.subject],
    ['Sent', message.sent_at],
    ['Kind', message.kind],
    ['Message-ID', message.message_id ?? ''],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  const headers = Object.entries(message.headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox title="The email's HTML part" src="/messages/${message.id}/html"></iframe>`
    : '<p class="empty">No HTML part.</p>';
  return page(
    message.subject || '(no subject)',
    `<h1>${escapeHtml(message.subject || '(no subject)')}</h1><dl>${summary}</dl>
${html}
<h2>Text</h2><pre>${escapeHtml(message.body)}</pre>
${attachmentsSection(message)}
<h2>Headers</h2><pre>${escapeHtml(headers)}</pre>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<p class="empty">No such email. <a href="/">Back to the inbox</a></p>');
}
