import { characterCount } from '@lib/forms/fields';
import { descriptionGuidance, type LengthGuidance, SEO_LIMITS, titleGuidance } from '@admin/lib/seo/limits';
import { oneLine } from '@lib/seo/text-rules';
import { cn } from '@admin/lib/cn';

const TONE: Record<LengthGuidance, string> = {
  empty: 'text-ink-700',
  short: 'text-amber-800',
  good: 'text-green-800',
  long: 'text-amber-800',
  'over-limit': 'text-red-700',
};

function advice(field: 'title' | 'description', guidance: LengthGuidance): string {
  const limits = SEO_LIMITS[field];
  const range =
    field === 'description'
      ? `${SEO_LIMITS.description.recommendedMin}–${limits.recommendedMax}`
      : `up to ${limits.recommendedMax}`;
  switch (guidance) {
    case 'empty':
      return `Empty: the page’s own ${field} is used. Aim for ${range} characters.`;
    case 'short':
      return `A little short: aim for ${range} characters.`;
    case 'good':
      return 'A good length.';
    case 'long':
      return `Search results may cut it after about ${limits.recommendedMax} characters.`;
    case 'over-limit':
      return `Too long: at most ${limits.max} characters can be saved.`;
  }
}

/** The live character count of a search title or description, with the SEO area's length guidance. */
export function SeoLengthHint({ field, value }: { field: 'title' | 'description'; value: string }) {
  const length = characterCount(oneLine(value));
  const guidance = field === 'title' ? titleGuidance(length) : descriptionGuidance(length);
  return (
    <span className={cn('flex flex-wrap justify-between gap-2', TONE[guidance])}>
      <span>{advice(field, guidance)}</span>
      <span data-testid={`${field}-count`}>
        {length} / {SEO_LIMITS[field].recommendedMax} characters
      </span>
    </span>
  );
}
