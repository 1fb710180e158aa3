import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * The address's query parameters, and a function that sets or (with null/undefined/'') removes
 * some of them and keeps the rest. It starts from the address bar rather than the last render's
 * parameters, so two changes in quick succession (a filter, then a search) both stay.
 */
export function useUrlParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: ParamChanges) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, change];
}
