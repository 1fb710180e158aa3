/** An error in Supabase Storage's shape: `{ statusCode, error, message }`. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  response(): Response {
    return new Response(
      JSON.stringify({ statusCode: String(this.status), error: this.error, message: this.message }),
      {
        status: this.status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: (name: string) => new StorageError(400, 'Invalid Input', `Bucket name invalid: ${name}`),
  bodyTooLarge: (limit: number) =>
    new StorageError(413, 'Payload too large', `The request body is larger than ${limit} bytes`),
  tooLarge: () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeNotAllowed: (mime: string) =>
    new StorageError(415, 'invalid_mime_type', `mime type ${mime} is not supported`),
  unauthorized: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  /** Storage's code for "reduce your request rate" (the database's PT429). */
  tooManyRequests: (message: string) => new StorageError(429, 'SlowDown', message),
  /** What a Supabase project answers for a feature its plan does not include (image transformation). */
  featureNotEnabled: () => new StorageError(403, 'FeatureNotEnabled', 'feature not enabled for this tenant'),
  bucketNotEmpty: () =>
    new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
};
