import { ChevronDown } from 'lucide-react';

/** Questions that open to their answers (details/summary: no script). */
export function FaqList({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
      {faqs.map((faq, index) => (
        <details key={index} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-bold text-ink-950 hover:text-brand-800">
            {faq.question}
            <ChevronDown
              className="h-5 w-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-6 text-base leading-relaxed text-ink-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
