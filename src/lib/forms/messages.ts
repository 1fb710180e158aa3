/** What the forms tell a visitor when sending fails (toast titles and texts). */
export type FormName = 'contact' | 'discovery_call' | 'job_application';

/** The toast title per form when nothing was stored. */
export const FAILURE_TITLES: Record<FormName, string> = {
  contact: 'Message not sent',
  discovery_call: 'Booking not sent',
  job_application: 'Application not sent',
};

export const FAILURE_MESSAGES = {
  slotTaken: 'That time was just taken — please pick another',
  network: "We couldn't reach our server. Check your connection and try again.",
  notAccepted: 'Some details were not accepted. Please check the form and try again.',
  rateLimited: 'Too many submissions. Please wait a few minutes and try again.',
  jobClosed:
    'This role is no longer taking applications, or your résumé did not finish uploading. Please reload the page and try again.',
  unexpected: 'Something went wrong on our side and nothing was sent. Please try again in a moment.',
  resumeTooLarge: 'Your résumé is larger than 10 MB. Please upload a smaller file.',
  resumeType: 'Your résumé must be a PDF, DOC or DOCX file.',
  resumeUpload: "We couldn't upload your résumé. Please try again.",
} as const;

/** "Some details were not accepted" naming the field the database refused. */
export const fieldNotAccepted = (field: string): string =>
  `Some details were not accepted. Please check ${field} and try again.`;

/** How each stored column reads in a sentence. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'your name',
  full_name: 'your name',
  email: 'your email address',
  phone: 'your phone number',
  company: 'the company name',
  website: 'the website address',
  subject: 'the subject',
  message: 'your message',
  services: 'the services you chose',
  budget: 'the budget',
  goals: 'your goals',
  preferred_date: 'the date',
  preferred_time: 'the time',
  time_zone: 'the time zone',
  linkedin_url: 'your LinkedIn address',
  portfolio_url: 'your portfolio address',
  cover_letter: 'your cover letter',
  resume_path: 'your résumé',
};
