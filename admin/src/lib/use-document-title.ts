import { useEffect } from 'react';

/** Sets the tab's title for the page on screen. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · Grow Digital admin`;
  }, [page]);
}
