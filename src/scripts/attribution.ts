/** Runs on every public page: records where the visit came from, on its first page only. */
import { captureAttribution, sessionStorageOrNull } from '../lib/attribution.ts';

captureAttribution(sessionStorageOrNull(), window.location, document.referrer);
