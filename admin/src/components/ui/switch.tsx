import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

interface SwitchProps {
  label: string;
  /** The item a list row's switch is for, added to its accessible name: "Featured: Acme rebrand". */
  labelContext?: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch with its label (role="switch", Space toggles it). */
export function Switch({
  label,
  labelContext,
  description,
  checked,
  onCheckedChange,
  disabled,
}: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled ?? false}
        aria-label={labelContext ? `${label}: ${labelContext}` : undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative h-6 w-11 shrink-0 rounded-full bg-ink-400 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-50"
      >
        <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
    </div>
  );
}
