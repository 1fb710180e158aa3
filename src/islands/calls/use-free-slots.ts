import { useCallback, useEffect, useState } from 'react';
import { type BookingTerms, fetchBookingTerms, fetchFreeSlots } from '../../lib/calls/free-slots.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';

export type FreeSlots =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `refreshing`: asked again (after a time was taken); the last answer stays shown meanwhile. */
  | { state: 'ready'; terms: BookingTerms; slots: readonly string[]; loadedAt: Date; refreshing: boolean };

/** The booking terms and every free time of the horizon, loaded in the browser; `refresh` asks again. */
export function useFreeSlots(): { free: FreeSlots; refresh: () => void } {
  const [free, setFree] = useState<FreeSlots>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    const load = async () => {
      const rest = publicRest();
      const terms = await fetchBookingTerms(rest);
      const loadedAt = new Date();
      const slots = await fetchFreeSlots(rest, loadedAt, terms.horizon_days);
      if (current) setFree({ state: 'ready', terms, slots, loadedAt, refreshing: false });
    };
    load().catch(() => {
      if (current) setFree({ state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [round]);

  const refresh = useCallback(() => {
    setFree((shown) => (shown.state === 'ready' ? { ...shown, refreshing: true } : { state: 'loading' }));
    setRound((previous) => previous + 1);
  }, []);

  return { free, refresh };
}
