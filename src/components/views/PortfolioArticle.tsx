import { ExternalLink } from 'lucide-react';
import type { PortfolioItem } from '../../content/schemas/content.ts';
import { Container, ProseHtml } from './layout.tsx';
import { type ImageSource, SiteImage } from './site-image.tsx';
import { OutboundLink } from './OutboundLink.tsx';

export type PortfolioArticleView = Pick<
  PortfolioItem,
  'title' | 'client' | 'category' | 'summary' | 'year' | 'project_url' | 'tags' | 'cover_alt'
>;

interface Props {
  item: PortfolioArticleView;
  /** The body, rendered and sanitised by src/lib/markdown. */
  bodyHtml: string;
  cover?: ImageSource | undefined;
  gallery: { image: ImageSource; alt: string }[];
}

/** A portfolio item's page from its header to the gallery: the same on /portfolio/[slug] and in a preview. */
export function PortfolioArticle({ item, bodyHtml, cover, gallery }: Props) {
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50/70 to-white pb-10 pt-14 sm:pt-16">
        <Container width="narrow">
          <p className="text-sm font-bold uppercase tracking-[0.16em] text-brand-700">
            {item.category}
            {item.year && ` · ${item.year}`}
          </p>
          <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">
            {item.title}
          </h1>
          <p className="mt-3 text-lg font-semibold text-ink-800">{item.client}</p>
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{item.summary}</p>
          {item.project_url && (
            <OutboundLink
              href={item.project_url}
              className="mt-6 inline-flex items-center gap-1.5 font-bold text-brand-700 hover:underline"
            >
              Visit the project <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </OutboundLink>
          )}
        </Container>
      </header>
      <Container width="narrow">
        {cover && (
          <SiteImage
            image={cover}
            alt={item.cover_alt ?? ''}
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-card sm:aspect-[16/9]"
            eager
          />
        )}
      </Container>
      <section className="py-12 sm:py-16">
        <Container width="prose">
          <ProseHtml html={bodyHtml} />
          {item.tags.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {item.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-ink-50 px-2.5 py-1 text-sm text-ink-700">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
      {gallery.length > 0 && (
        <section className="pb-12" aria-labelledby="gallery-title">
          <Container width="narrow">
            <h2 id="gallery-title" className="text-2xl font-extrabold tracking-tight text-ink-950">
              Gallery
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {gallery.map(({ image, alt }, index) => (
                <li key={index}>
                  <SiteImage
                    image={image}
                    alt={alt}
                    className="aspect-[4/3] w-full rounded-2xl object-cover shadow-card"
                  />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  );
}
