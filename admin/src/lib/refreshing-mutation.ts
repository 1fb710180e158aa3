/** The one refreshing mutation lives with the query client; this path is kept for its importers. */
export { useRefreshingMutation } from './query-client';
