import { useEffect } from 'react';

export const titleFor = (page: string): string => `${page} · Grow Digital admin`;

/** Sets the tab's title for the page on screen. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = titleFor(page);
  }, [page]);
}
