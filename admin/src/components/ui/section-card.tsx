import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Card, CardHeader } from './card';

interface SectionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  actions?: ReactNode;
}

/** A card named by its heading (a region screen readers list by that name). */
export function SectionCard({ title, actions, children, ...props }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} {...props}>
      <CardHeader id={headingId} title={title} actions={actions} />
      {children}
    </Card>
  );
}
