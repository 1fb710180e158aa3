/**
 * An iCalendar invitation (RFC 5545 text, iTIP method of RFC 5546), sent as the email's
 * text/calendar alternative and as an `invite.ics` attachment.
 */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
  filename: 'invite.ics';
}

/** One email to one recipient, as the outbox worker and the local auth server send it. */
export interface OutgoingMail {
  /** One plain address (`someone@example.com`), never a list or a display name. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, `<idempotency_key@growdigital.local>`: a retried send is the same message. */
  messageId: string;
  /** One plain address the recipient's reply goes to (a lead's own address for staff emails). */
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation (discovery calls). */
  calendar?: CalendarPart;
}

/** What the SMTP server answered when it accepted the message. */
export interface SentMail {
  messageId: string;
  response: string;
}

/** How to reach the SMTP server (from SMTP_* and MAIL_FROM). */
export interface MailSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS is required unless the host is local. */
  secure: boolean;
  user?: string;
  pass?: string;
  /** `Grow Digital <hello@example.com>` or a plain address. */
  from: string;
}
