import { useId } from 'react';

interface SelectFilterProps<Value extends string> {
  label: string;
  /** The choices; the first with value '' means "no filter". */
  options: readonly { value: Value | ''; label: string }[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  disabled?: boolean;
}

/** A labelled drop-down that narrows a list. */
export function SelectFilter<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: SelectFilterProps<Value>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value)?.value;
          onChange(next === '' || next === undefined ? undefined : next);
        }}
        className="h-10 max-w-[16rem] rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
