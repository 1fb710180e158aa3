const DEFAULT_SUBJECT = 'Your enquiry to Grow Digital';

/** mailto: the sender, with "Re: <their subject>" (or a subject of our own) encoded as the subject. */
export const replyHref = (email: string, subject: string | null): string =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject ?? DEFAULT_SUBJECT}`)}`;
