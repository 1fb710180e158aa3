import { socialIconPath } from '../site/social-icon-paths.ts';

/** SocialIcon.astro for the React views. */
export function SocialIcon({ network, className = 'h-5 w-5' }: { network: string; className?: string }) {
  const path = socialIconPath(network);
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
