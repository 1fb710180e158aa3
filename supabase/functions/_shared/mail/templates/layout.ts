import { type Block, FONT, join } from './blocks.ts';
import type { MailContext } from './context.ts';
import { escapeHtml, oneLine } from './text.ts';

/** The company's details under every email: name, legal name, address, email, phone. */
function footer(context: MailContext, note: Block | undefined): Block {
  const { company } = context;
  const lines = [
    company.legalName && company.legalName !== company.name
      ? `${company.name} (${company.legalName})`
      : company.name,
    ...company.addressLines,
    [company.email, company.phone].filter(Boolean).join(' · '),
  ]
    .map((line) => oneLine(line, 200))
    .filter(Boolean);
  const style = `${FONT}font-size:12px;line-height:18px;color:#64748b;margin:0;`;
  return {
    html: `<div style="border-top:1px solid #e2e8f0;margin-top:32px;padding-top:16px;">${note ? note.html : ''}<p style="${style}">${lines.map(escapeHtml).join('<br>')}</p></div>`,
    text: `--\n${note ? `${note.text}\n\n` : ''}${lines.join('\n')}`,
  };
}

/** A whole email: the blocks on a plain white card, the company footer, and the same in text. */
export function layout(
  context: MailContext,
  options: { title: string; preheader: string; blocks: Block[]; footerNote?: Block },
): { html: string; text: string } {
  const body = join(options.blocks);
  const end = footer(context, options.footerNote);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(oneLine(options.title, 150))}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(oneLine(options.preheader, 150))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;">
${body.html}
${end.html}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { html, text: `${body.text}\n\n${end.text}\n` };
}
