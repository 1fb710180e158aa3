import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError } from '@admin/lib/errors';
import { ErrorState } from './states';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** Shown while the first answer is awaited (a skeleton, "Loading…"). */
  loading: ReactNode;
  /** The heading of the failure, e.g. "The redirects could not be loaded". */
  errorTitle?: string;
  /** Shown instead of the children when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A query's three faces: loading, failed (with Try again), and its data (or its empty state). */
export function QueryView<Data>({ query, loading, errorTitle, empty, children }: QueryViewProps<Data>) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <ErrorState
        {...(errorTitle ? { title: errorTitle } : {})}
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
