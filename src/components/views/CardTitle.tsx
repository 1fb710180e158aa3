interface CardTitleProps {
  title: string;
  href: string;
  as?: 'h2' | 'h3' | 'p';
  /** Space above the title, e.g. `mt-2`. */
  spacing?: string;
  /** Replaces the usual card title's size and weight. */
  className?: string;
}

/** A card's title whose link covers the whole card (the card is `relative`). */
export function CardTitle({ title, href, as: Heading = 'h3', spacing, className }: CardTitleProps) {
  const look = className ?? 'text-lg font-bold leading-snug text-ink-950';
  return (
    <Heading className={spacing ? `${spacing} ${look}` : look}>
      <a href={href} className="after:absolute after:inset-0">
        {title}
      </a>
    </Heading>
  );
}
