/** The React forms of Container.astro and Prose.astro, for the views the site and the preview share. */
import type { ReactNode } from 'react';
import { type ContainerWidth, containerClasses, PROSE_CLASSES } from '../ui/layout-classes.ts';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function Container({
  width,
  className,
  children,
}: {
  width?: ContainerWidth;
  className?: string;
  children: ReactNode;
}) {
  return <div className={join(...containerClasses(width), className)}>{children}</div>;
}

/** Sanitised HTML (src/lib/markdown) in the site's reading style. */
export function ProseHtml({ html, className }: { html: string; className?: string }) {
  return <div className={join(PROSE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
