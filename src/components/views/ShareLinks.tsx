import { Mail } from 'lucide-react';
import { SocialIcon } from './SocialIcon.tsx';

const BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-full border border-ink-200 text-ink-700 transition-colors hover:border-brand-700 hover:bg-brand-700 hover:text-white';

/** An article's share buttons (LinkedIn, X, Facebook, email). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const encodedUrl = encodeURIComponent(url);
  const links = [
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    },
    {
      network: 'x',
      label: 'Share on X',
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    },
  ];
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
  return (
    <div>
      <p className="text-sm font-bold text-ink-950">Share this article</p>
      <ul className="mt-3 flex gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={BUTTON}
              data-share={link.network}
            >
              <SocialIcon network={link.network} className="h-4 w-4" />
              <span className="sr-only">{link.label}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={mail} className={BUTTON} data-share="email">
            <Mail className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Share by email</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
