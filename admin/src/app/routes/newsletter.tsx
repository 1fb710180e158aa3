import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { NewsletterPage } from '@admin/features/newsletter/newsletter-page';
import { type FilterKey, readSubscriberFilters } from '@admin/features/newsletter/subscriber-filters';

/** `?source=…&active=yes|no&confirmed=yes|no` filter the list; anything malformed shows everyone. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const setFilter = (key: FilterKey, value: string | null) => changeParams({ [key]: value, page: null });
  return <NewsletterPage filters={readSubscriberFilters(params)} onFilterChange={setFilter} />;
}
