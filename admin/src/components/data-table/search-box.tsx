import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

const DEBOUNCE_MS = 300;

/** A search input that reports its value once typing pauses. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new value from outside (back button, a cleared search) replaces what was typed.
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSearch(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);
  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-ink-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={label}
        onChange={(event) => setDraft(event.target.value)}
        className="h-10 w-full rounded-lg border border-ink-300 bg-white pl-10 pr-3 text-sm placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      />
    </div>
  );
}
