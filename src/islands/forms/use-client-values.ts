/**
 * Values only the browser knows (the time, the visitor's time zone). On the server and during
 * hydration they are null, so the prerendered HTML always matches.
 */
import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '../../lib/forms/booking-slot.ts';

const never = () => () => undefined;
const onServer = () => null;

export const useBrowserTimeZone = (): string | null => useSyncExternalStore(never, browserTimeZone, onServer);

const CLOCK_TICK_MS = 60_000;
let now: Date | null = null;
const readNow = () => (now ??= new Date());
const everyMinute = (notify: () => void) => {
  const timer = setInterval(() => {
    now = new Date();
    notify();
  }, CLOCK_TICK_MS);
  return () => {
    clearInterval(timer);
  };
};

/** The current time, refreshed every minute (slots that pass while the page is open close). */
export const useClientNow = (): Date | null => useSyncExternalStore(everyMinute, readNow, onServer);
