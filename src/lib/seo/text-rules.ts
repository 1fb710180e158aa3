/** Small text rules the SEO and redirect forms share. */
import * as z from 'zod/v4-mini';

const CONTROL_CHARACTER = /\p{Cc}/u;

/** Control characters (NUL, escape, …) have no place in a meta tag or an address; Postgres cannot even store NUL. */
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Line breaks and runs of spaces mean nothing in a meta tag: one space each, none at the ends. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** Reports only the first rule a value breaks: a field shows one message at a time. */
export const firstBroken = (
  rules: readonly (readonly [holds: (value: string) => boolean, message: string])[],
) =>
  z.check<string>((ctx) => {
    const broken = rules.find(([holds]) => !holds(ctx.value));
    if (broken) ctx.issues.push({ code: 'custom', message: broken[1], input: ctx.value });
  });
