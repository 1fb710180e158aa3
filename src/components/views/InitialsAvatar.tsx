import { initials } from '../../lib/format.ts';

const LOOK = {
  small:
    'flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800',
  large:
    'flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-100 text-lg font-bold text-brand-800',
};

/** A person's initials where a photo would be; hidden from screen readers, as the name is written beside it. */
export function InitialsAvatar({ name, size }: { name: string; size: keyof typeof LOOK }) {
  return (
    <span className={LOOK[size]} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
