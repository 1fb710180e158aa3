/** The contact form (/contact): who is asking and what about. Keys are contact_submissions' columns. */
import * as z from 'zod/v4-mini';
import type { Attribution } from '../attribution.ts';
import type { TablesInsert } from '../database.types.ts';
import { contactDetails, EMPTY_CONTACT_DETAILS, LIMITS, messageText, optionalText } from './fields.ts';

export const contactSchema = z.object({
  ...contactDetails,
  subject: optionalText(LIMITS.subject, 'the subject'),
  message: messageText,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactInput = { ...EMPTY_CONTACT_DETAILS, subject: '', message: '' };

/** The row a contact message is stored as, with the visit's attribution. */
export const contactRow = (
  values: ContactValues,
  attribution: Attribution,
): TablesInsert<'contact_submissions'> => ({ kind: 'contact', ...values, attribution });
