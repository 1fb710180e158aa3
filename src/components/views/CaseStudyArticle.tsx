import type { CaseStudy } from '../../content/schemas/content.ts';
import { Container, ProseHtml } from './layout.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { type ImageSource, SiteImage } from './site-image.tsx';

export type CaseStudyView = Pick<
  CaseStudy,
  | 'title'
  | 'client'
  | 'industry'
  | 'services'
  | 'summary'
  | 'challenge_html'
  | 'solution_html'
  | 'results'
  | 'testimonial_quote'
  | 'testimonial_author'
  | 'testimonial_role'
  | 'cover_alt'
>;

/** A case study's page from its header to the testimonial: the same on /case-studies/[slug] and in a preview. */
export function CaseStudyArticle({
  study,
  cover,
}: {
  study: CaseStudyView;
  cover?: ImageSource | undefined;
}) {
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50/70 to-white pb-12 pt-14 sm:pt-16">
        <Container>
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="text-sm font-bold uppercase tracking-[0.16em] text-brand-700">
                Case study · {study.client}
              </p>
              <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
                {study.title}
              </h1>
              <p className="mt-5 text-lg leading-relaxed text-ink-600">{study.summary}</p>
              <dl className="mt-8 grid grid-cols-2 gap-6 text-sm">
                {study.industry && (
                  <div>
                    <dt className="font-bold text-ink-950">Industry</dt>
                    <dd className="mt-1 text-ink-600">{study.industry}</dd>
                  </div>
                )}
                {study.services.length > 0 && (
                  <div>
                    <dt className="font-bold text-ink-950">Services</dt>
                    <dd className="mt-1 text-ink-600">{study.services.join(', ')}</dd>
                  </div>
                )}
              </dl>
            </div>
            {cover && (
              <SiteImage
                image={cover}
                alt={study.cover_alt ?? ''}
                className="aspect-[16/10] w-full rounded-3xl object-cover shadow-lift"
                eager
              />
            )}
          </div>
        </Container>
      </header>

      {study.results.length > 0 && (
        <section className="py-12" aria-labelledby="results-title">
          <Container>
            <h2
              id="results-title"
              className="text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl"
            >
              The results
            </h2>
            <div className="mt-8">
              <ResultsGrid results={study.results} />
            </div>
          </Container>
        </section>
      )}

      <section className="py-12 sm:py-16">
        <Container width="prose">
          <h2 className="text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl">The challenge</h2>
          <ProseHtml className="mt-6" html={study.challenge_html} />
          <h2 className="mt-14 text-2xl font-extrabold tracking-tight text-ink-950 sm:text-3xl">
            What we did
          </h2>
          <ProseHtml className="mt-6" html={study.solution_html} />
        </Container>
      </section>

      {study.testimonial_quote && (
        <section className="py-8">
          <Container width="narrow">
            <figure className="rounded-3xl bg-ink-950 p-10 text-center sm:p-14">
              <blockquote className="text-balance text-xl font-semibold leading-relaxed text-white sm:text-2xl">
                <p>“{study.testimonial_quote}”</p>
              </blockquote>
              {study.testimonial_author && (
                <figcaption className="mt-8 text-sm text-ink-300">
                  <span className="font-bold text-white">{study.testimonial_author}</span>
                  {study.testimonial_role && <span>, {study.testimonial_role}</span>}, {study.client}
                </figcaption>
              )}
            </figure>
          </Container>
        </section>
      )}
    </>
  );
}
