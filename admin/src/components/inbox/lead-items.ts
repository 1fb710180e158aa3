import type { DetailItem } from './detail-list';
import { budgetLabel, serviceLabel } from './lead-labels';

interface Brief {
  services: string[];
  budget: string | null;
  goals: string | null;
}

/** What a discovery-call visitor asked for: services, budget and goals. */
export const briefItems = ({ services, budget, goals }: Brief): DetailItem[] => [
  { term: 'Services', value: services.length > 0 ? services.map(serviceLabel).join(', ') : 'None chosen' },
  { term: 'Budget', value: budget ? budgetLabel(budget) : 'Not given' },
  { term: 'Goals', value: goals ?? 'Not given', className: 'whitespace-pre-wrap' },
];
