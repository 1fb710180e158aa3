import { CircleCheck, Gift } from 'lucide-react';
import type { Job } from '../../content/schemas/content.ts';
import { JobSummary, type JobSummaryView } from './JobSummary.tsx';
import { Container, ProseHtml } from './layout.tsx';

export type JobArticleView = JobSummaryView &
  Pick<Job, 'title' | 'summary' | 'description_html' | 'requirements' | 'benefits'>;

function FactList({ title, items, icon: Icon }: { title: string; items: string[]; icon: typeof Gift }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="text-lg font-bold text-ink-950">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={index} className="flex gap-2.5 text-sm leading-relaxed text-ink-700">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A job's page above the application form: the same on /careers/[slug] and in a preview. */
export function JobArticle({ job }: { job: JobArticleView }) {
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50/70 to-white pb-10 pt-14 sm:pt-16">
        <Container width="narrow">
          <p className="text-sm font-bold uppercase tracking-[0.16em] text-brand-700">
            Careers · {job.department}
          </p>
          <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">
            {job.title}
          </h1>
          <div className="mt-6">
            <JobSummary job={job} />
          </div>
          <p className="mt-6 text-lg leading-relaxed text-ink-600">{job.summary}</p>
          <a
            href="#apply"
            className="mt-8 inline-flex rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
            data-cta="job-apply"
          >
            Apply for this role
          </a>
        </Container>
      </header>
      <section className="py-12 sm:py-16">
        <Container width="narrow">
          <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <ProseHtml html={job.description_html} />
            <aside className="space-y-8">
              <FactList title="What you bring" items={job.requirements} icon={CircleCheck} />
              <FactList title="What we offer" items={job.benefits} icon={Gift} />
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
