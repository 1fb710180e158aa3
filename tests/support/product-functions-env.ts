import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The product stacks' edge-function environment in tests (loopback pages allowed for the backlink checker). */
export const PRODUCT_FUNCTIONS_ENV = {
  FUNCTIONS_ENV_FILE: path.join(path.dirname(fileURLToPath(import.meta.url)), 'product-functions.env'),
};
