import type { CaseStudy } from '../../content/schemas/content.ts';

/** A case study's measurable results, figure first. */
export function ResultsGrid({ results }: { results: CaseStudy['results'] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-3xl border border-ink-100 bg-ink-100 sm:grid-cols-2">
      {results.map((result, index) => (
        <div key={index} className="flex flex-col bg-white p-7">
          <dt className="text-sm font-bold text-ink-950">{result.label}</dt>
          <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700">
            {result.value}
          </dd>
          {result.description && (
            <dd className="mt-2 text-sm leading-relaxed text-ink-600">{result.description}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
