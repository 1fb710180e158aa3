import { button, heading, paragraph, smallLink } from './blocks.ts';
import { joinUrl, type MailContext, type RenderedMail } from './context.ts';
import { layout } from './layout.ts';
import { newsletterConfirmSchema } from './payloads.ts';
import { oneLine } from './text.ts';

/** The site's confirm and unsubscribe pages for a subscriber's tokens. */
export function newsletterUrls(
  context: MailContext,
  tokens: { confirm_token: string; unsubscribe_token: string },
): { confirmUrl: string; unsubscribeUrl: string } {
  return {
    confirmUrl: joinUrl(
      context.siteUrl,
      `newsletter/confirm?token=${encodeURIComponent(tokens.confirm_token)}`,
    ),
    unsubscribeUrl:
      context.unsubscribeUrl ??
      joinUrl(
        context.siteUrl,
        `newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe_token)}`,
      ),
  };
}

/** newsletter.confirm: the double opt-in email, with the confirm link and the unsubscribe link. */
export function newsletterConfirm(payload: unknown, context: MailContext): RenderedMail {
  const signup = newsletterConfirmSchema.parse(payload);
  const company = oneLine(context.company.name, 80);
  const { confirmUrl, unsubscribeUrl } = newsletterUrls(context, signup);
  const title = `Confirm your subscription`;
  return {
    subject: `${title} to ${company}'s newsletter`,
    ...layout(context, {
      title,
      preheader: `One click and you will receive ${company}'s newsletter.`,
      blocks: [
        heading(title),
        paragraph(
          `Someone, hopefully you, asked to receive ${company}'s newsletter at this address. Confirm to start receiving it:`,
        ),
        button('Confirm my subscription', confirmUrl),
        paragraph(
          'The link works once and for 7 days. If you did not ask for this, ignore this email and you will not hear from us.',
        ),
      ],
      footerNote: smallLink('Not for you?', 'Unsubscribe', unsubscribeUrl),
    }),
  };
}
