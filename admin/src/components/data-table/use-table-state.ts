import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readTableState, type TableDefaults, type TableState, writeTableState } from '@admin/lib/table-state';

/** A table's page, order and search, read from and written to the URL (so they survive reload and back). */
export function useTableState(defaults: TableDefaults): [TableState, (next: TableState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, defaults), [params, defaults]);
  const setState = useCallback(
    (next: TableState) => {
      // From the address bar, not the last render: a filter changed a moment ago must stay.
      setParams(() => writeTableState(new URLSearchParams(window.location.search), next, defaults), {
        replace: true,
      });
    },
    [setParams, defaults],
  );
  return [state, setState];
}
