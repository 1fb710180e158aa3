import { BUDGET_OPTIONS } from '@lib/forms/discovery-call';
import { SERVICE_GROUPS } from '@lib/routes';

const SERVICE_LABELS = new Map(
  SERVICE_GROUPS.flatMap((group) => group.services.map((service) => [service.slug, service.label] as const)),
);
const BUDGET_LABELS = new Map<string, string>(BUDGET_OPTIONS.map((option) => [option.value, option.label]));

/** A service slug as the site names it ("seo" → "SEO"); an unknown slug as stored. */
export const serviceLabel = (slug: string): string => SERVICE_LABELS.get(slug) ?? slug;

/** A budget value as visitors chose it ("10k-25k" → "$10,000 to $25,000 a month"). */
export const budgetLabel = (value: string): string => BUDGET_LABELS.get(value) ?? value;
