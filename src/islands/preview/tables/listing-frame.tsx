import type { ReactNode } from 'react';
import { Container } from '../../../components/views/layout.tsx';

/** A card or section shown as its listing page shows it, under the listing's name and address. */
export function ListingFrame({
  listing,
  path,
  heading,
  children,
}: {
  listing: string;
  path: string;
  /** The group heading the listing puts the item under (its category). */
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="py-12 sm:py-16" aria-labelledby="preview-heading">
      <Container>
        <p className="text-sm font-bold uppercase tracking-[0.16em] text-brand-700">
          As it appears on {listing} ({path})
        </p>
        <h2 id="preview-heading" className="mt-6 text-2xl font-extrabold tracking-tight text-ink-950">
          {heading}
        </h2>
        <div className="mt-6">{children}</div>
      </Container>
    </section>
  );
}
