import { useEffect, useState } from 'react';
import { type CookieChoice, recordCookieChoice, storedCookieChoice } from '../lib/tracking/consent.ts';
import { COOKIE_BANNER_DELAY_MS, cookieBannerShown } from '../lib/tracking/cookie-banner.ts';
import { CookieBannerPanel } from './cookie/CookieBannerPanel.tsx';

/**
 * The cookie banner. Until a visitor uses it, src/scripts/cookie-banner.ts shows its server HTML
 * after the delay; the island hydrates on that first interaction, starting from what is shown.
 */
export default function CookieBanner() {
  const [visible, setVisible] = useState(() => typeof document !== 'undefined' && cookieBannerShown());

  useEffect(() => {
    if (cookieBannerShown() || storedCookieChoice() === 'accepted') return;
    const timer = setTimeout(() => {
      setVisible(true);
    }, COOKIE_BANNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;

  const choose = (choice: CookieChoice) => {
    recordCookieChoice(choice);
    setVisible(false);
  };
  return <CookieBannerPanel onChoose={choose} />;
}
