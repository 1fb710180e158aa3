import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIME_PATTERN } from '../../../src/lib/forms/booking-slot.ts';
import { BUDGET_OPTIONS } from '../../../src/lib/forms/discovery-call.ts';
import { LIMITS, PHONE_PATTERN } from '../../../src/lib/forms/fields.ts';
import { RESUME_MAX_BYTES, RESUME_TYPES } from '../../../src/lib/forms/resume.ts';

const inboxes = fs.readFileSync(
  new URL('../../../supabase/migrations/20261122000600_inboxes.sql', import.meta.url),
  'utf8',
);
const storage = fs.readFileSync(
  new URL('../../../supabase/migrations/20261122000900_storage.sql', import.meta.url),
  'utf8',
);

/** The text of the CHECK on `column` in the contact_submissions or job_applications definition. */
const checkOf = (column: string) =>
  new RegExp(`\\n  ${column} [^\\n]*check \\((.*)\\),?\\n`).exec(inboxes)?.[1] ?? `no check on ${column}`;

describe('the form rules are the database rules (read from the migrations)', () => {
  it('uses the same phone and time patterns', () => {
    expect(checkOf('phone')).toContain(`phone ~ '${PHONE_PATTERN.source}'`);
    expect(checkOf('preferred_time')).toContain(`preferred_time ~ '${TIME_PATTERN.source}'`);
  });

  it('uses the same budget values', () => {
    const allowed = /budget in \(([^)]*)\)/.exec(checkOf('budget'))?.[1] ?? '';
    expect(allowed.split(',').map((value) => value.trim().replaceAll("'", ''))).toEqual(
      BUDGET_OPTIONS.map((option) => option.value),
    );
  });

  it('uses the same length limits', () => {
    expect(checkOf('name')).toContain(`between ${LIMITS.nameMin} and ${LIMITS.nameMax}`);
    expect(checkOf('full_name')).toContain(`between ${LIMITS.nameMin} and ${LIMITS.nameMax}`);
    expect(checkOf('company')).toContain(`<= ${LIMITS.company}`);
    expect(checkOf('subject')).toContain(`<= ${LIMITS.subject}`);
    expect(checkOf('message')).toContain(`between ${LIMITS.messageMin} and ${LIMITS.messageMax}`);
    expect(checkOf('goals')).toContain(`<= ${LIMITS.goals}`);
    expect(checkOf('cover_letter')).toContain(`<= ${LIMITS.coverLetter}`);
    expect(checkOf('website')).toContain(`<= ${LIMITS.url}`);
    expect(checkOf('linkedin_url')).toContain(`<= ${LIMITS.url}`);
    expect(checkOf('portfolio_url')).toContain(`<= ${LIMITS.url}`);
    expect(checkOf('services')).toContain(`cardinality(services) <= ${LIMITS.services}`);
  });

  it('uses the résumé bucket’s size and type limits', () => {
    const bucket = /\('resumes', 'resumes', false, (\d+), array\[([^\]]*)\]/.exec(storage);
    expect(Number(bucket?.[1])).toBe(RESUME_MAX_BYTES);
    expect(
      (bucket?.[2] ?? '')
        .split(',')
        .map((type) => type.trim().replaceAll("'", ''))
        .sort(),
    ).toEqual(Object.values(RESUME_TYPES).sort());
  });
});
