const rules = new Intl.PluralRules('en-GB');

/** The word for `count` things: `plural(1, 'draft')` is "draft", `plural(3, 'draft')` "drafts". */
export const plural = (count: number, one: string, other = `${one}s`): string =>
  rules.select(count) === 'one' ? one : other;

/** "1 draft", "3 drafts", "1,200 rows". */
export const countOf = (count: number, one: string, other = `${one}s`): string =>
  `${count.toLocaleString('en-GB')} ${plural(count, one, other)}`;
