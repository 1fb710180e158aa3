import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '@admin/components/ui/field';
import { LIMITS } from '../schema';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

/** Tags as removable chips: type one and press Enter or a comma to add it. */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= LIMITS.tags;
  const add = () => {
    const tag = draft.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    if (tag.length > LIMITS.tag) setProblem(`Keep a tag to ${String(LIMITS.tag)} characters.`);
    else if (full) setProblem(`A post has at most ${String(LIMITS.tags)} tags.`);
    else if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      setProblem(`“${tag}” is already a tag.`);
    else {
      onChange([...value, tag]);
      setDraft('');
      setProblem(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const message = error ?? problem;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        Tags
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags of this post">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pl-2.5 pr-1 text-sm text-brand-900"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        disabled={full}
        placeholder={full ? 'Tag limit reached' : 'Add a tag and press Enter'}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {value.length} of {LIMITS.tags} tags. Tag pages are not indexed by search engines.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
