import { useNewCount } from './submissions-inbox';

/** "3 new" beside the page's title (nothing while it loads or when it cannot be counted). */
export function NewCount() {
  const count = useNewCount();
  if (count.data === undefined) return null;
  return (
    <strong data-testid="new-count" className="font-semibold text-ink-950">
      {count.data.toLocaleString('en-US')} new
    </strong>
  );
}
