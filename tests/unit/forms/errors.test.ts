import { describe, expect, it } from 'vitest';
import { insertFailureToast, uploadFailureToast } from '../../../src/lib/forms/errors.ts';

const failure = (status: number, code: string, message = '') => ({ status, error: { code, message } });

describe('turning failures into toasts', () => {
  it('passes the database’s rate-limit message through', () => {
    expect(
      insertFailureToast(
        'contact',
        failure(
          429,
          'PT429',
          'Too many submissions from this network. Please wait a few minutes and try again.',
        ),
      ),
    ).toEqual({
      title: 'Message not sent',
      description: 'Too many submissions from this network. Please wait a few minutes and try again.',
      variant: 'destructive',
    });
    expect(insertFailureToast('contact', failure(429, '')).description).toBe(
      'Too many submissions. Please wait a few minutes and try again.',
    );
  });

  it('names the field a CHECK refused, or asks to check the form', () => {
    expect(
      insertFailureToast(
        'discovery_call',
        failure(
          400,
          '23514',
          'new row for relation "contact_submissions" violates check constraint "contact_submissions_preferred_time_check"',
        ),
      ),
    ).toEqual({
      title: 'Booking not sent',
      description: 'Some details were not accepted. Please check the time and try again.',
      variant: 'destructive',
    });
    expect(
      insertFailureToast(
        'contact',
        failure(
          400,
          '23514',
          'new row for relation "contact_submissions" violates check constraint "contact_has_message"',
        ),
      ).description,
    ).toBe('Some details were not accepted. Please check the form and try again.');
    expect(
      insertFailureToast('contact', failure(400, '22P02', 'invalid input syntax for type date')).description,
    ).toBe('Some details were not accepted. Please check the form and try again.');
  });

  it('explains a refused row by what the policy checks on each form', () => {
    expect(insertFailureToast('job_application', failure(401, '42501'))).toEqual({
      title: 'Application not sent',
      description:
        'This role is no longer taking applications, or your résumé did not finish uploading. Please reload the page and try again.',
      variant: 'destructive',
    });
    // A booking goes through book_discovery_call, which no policy refuses: nothing more specific to say.
    expect(insertFailureToast('discovery_call', failure(401, '42501')).description).toBe(
      'Some details were not accepted. Please check the form and try again.',
    );
  });

  it('says when the server could not be reached, and never shows technical text', () => {
    expect(insertFailureToast('contact', failure(0, '', 'TypeError: Failed to fetch')).description).toBe(
      "We couldn't reach our server. Check your connection and try again.",
    );
    expect(insertFailureToast('contact', failure(500, 'XX000', 'internal error at line 3')).description).toBe(
      'Something went wrong on our side and nothing was sent. Please try again in a moment.',
    );
  });

  it('explains a refused résumé upload', () => {
    const upload = (status: number | undefined) => uploadFailureToast({ status, message: 'x' }).description;
    expect(upload(undefined)).toBe("We couldn't reach our server. Check your connection and try again.");
    expect(upload(413)).toBe('Your résumé is larger than 10 MB. Please upload a smaller file.');
    expect(upload(415)).toBe('Your résumé must be a PDF, DOC or DOCX file.');
    expect(upload(403)).toBe("We couldn't upload your résumé. Please try again.");
    expect(uploadFailureToast({ status: 500, message: 'x' }).title).toBe('Application not sent');
    const limited = 'Too many submissions. Please wait a few minutes and try again.';
    expect(upload(429)).toBe(limited);
    // The database's limit as hosted Storage words it.
    expect(uploadFailureToast({ status: 500, message: 'database error, code: PT429' }).description).toBe(
      limited,
    );
  });
});
