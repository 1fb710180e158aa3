interface LogoProps {
  wordmark: string;
  companyName: string;
  inverted: boolean;
}

/** The mark (a rising bar chart in a leaf) and the wordmark, linking home. */
export function Logo({ wordmark, companyName, inverted }: LogoProps) {
  return (
    <a
      href="/"
      className="group flex items-center gap-2.5 rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      aria-label={`${companyName}, home`}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path
          d="M9 21.5v-3.5M14.5 21.5v-7M20 21.5v-10"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-white"
        />
        <path
          d="M19 8.5l4.5-1-1 4.5"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
          className="stroke-accent-300"
        />
      </svg>
      <span
        className={`text-[0.95rem] font-extrabold tracking-[0.18em] transition-colors ${inverted ? 'text-white' : 'text-ink-950'}`}
      >
        {wordmark}
      </span>
    </a>
  );
}
