import type { ReactNode } from 'react';

/** A titled block of the detail panel. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-ink-100 pt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-700">{title}</h3>
      {children}
    </section>
  );
}

/** A link to another site: a new tab that cannot reach back to the admin or learn where it came from. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-medium text-brand-800 underline underline-offset-2"
    >
      {children}
    </a>
  );
}
