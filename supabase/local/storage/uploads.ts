/** Object routes whose body is JSON, not a file: they share the API's request body limit. */
const JSON_OBJECT_ROUTE = /^\/object\/((list|sign|upload\/sign)\/|(move|copy)$)/;

/**
 * Whether a request to the storage API (path below /storage/v1) uploads a file: its body is
 * limited by the bucket's and the stack's file size limits instead of the API's body limit.
 */
export function isUpload(method: string, path: string): boolean {
  if (method === 'PUT' && path.startsWith('/object/upload/sign/')) return true;
  if (method !== 'POST' && method !== 'PUT') return false;
  return path.startsWith('/object/') && !JSON_OBJECT_ROUTE.test(path);
}
