import type { BlogPost } from '../../content/schemas/content.ts';
import { formatDate, isoDate } from '../../lib/format.ts';
import { readingMinutes } from '../../lib/markdown/render.ts';
import { blogCategoryPath, blogTagPath } from '../../lib/permalinks.ts';
import { Container, ProseHtml } from './layout.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { type ImageSource, SiteImage } from './site-image.tsx';

export type BlogArticleView = Pick<
  BlogPost,
  'title' | 'excerpt' | 'category' | 'tags' | 'published_at' | 'word_count' | 'headings' | 'cover_alt'
> & { author: { name: string; role: string } | null };

interface Props {
  post: BlogArticleView;
  /** The body, rendered and sanitised by src/lib/markdown. */
  bodyHtml: string;
  /** The post's address, for the share buttons. */
  url: string;
  cover?: ImageSource | undefined;
  authorPhoto?: ImageSource | undefined;
}

/** A blog post's article (header, cover, body, contents, share buttons, tags): the same on /blog/[slug] and in a preview. */
export function BlogArticle({ post, bodyHtml, url, cover, authorPhoto }: Props) {
  const toc = post.headings.filter((h) => h.depth === 2);
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50/70 to-white pb-10 pt-14 sm:pt-16">
        <Container width="narrow">
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
            {post.category && (
              <a href={blogCategoryPath(post.category)} className="font-bold text-brand-700 hover:underline">
                {post.category}
              </a>
            )}
            {post.category && <span aria-hidden="true">·</span>}
            <time dateTime={isoDate(post.published_at)}>{formatDate(post.published_at)}</time>
            <span aria-hidden="true">·</span>
            <span>{readingMinutes(post.word_count)} min read</span>
          </p>
          <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-600 sm:text-xl">{post.excerpt}</p>
          {post.author && (
            <div className="mt-8 flex items-center gap-3">
              {authorPhoto && (
                <SiteImage image={authorPhoto} alt="" className="h-12 w-12 rounded-full object-cover" />
              )}
              <p className="text-sm">
                <span className="block font-bold text-ink-950">{post.author.name}</span>
                <span className="block text-ink-600">{post.author.role}</span>
              </p>
            </div>
          )}
        </Container>
      </header>
      {cover && (
        <Container width="narrow">
          <SiteImage
            image={cover}
            alt={post.cover_alt ?? ''}
            className="aspect-[16/9] w-full rounded-3xl object-cover shadow-card"
            eager
          />
        </Container>
      )}
      <Container width="narrow" className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_14rem]">
          <ProseHtml html={bodyHtml} />
          <aside className="space-y-8 lg:sticky lg:top-28 lg:self-start" aria-label="About this article">
            {toc.length > 1 && (
              <nav aria-label="In this article">
                <p className="text-sm font-bold text-ink-950">In this article</p>
                <ol className="mt-3 space-y-2 border-l border-ink-100 pl-4 text-sm">
                  {toc.map((h) => (
                    <li key={h.slug}>
                      <a href={`#${h.slug}`} className="text-ink-600 hover:text-brand-700">
                        {h.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <ShareLinks url={url} title={post.title} />
            {post.tags.length > 0 && (
              <div>
                <p className="text-sm font-bold text-ink-950">Tags</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <a
                        href={blogTagPath(tag)}
                        className="rounded-md bg-ink-50 px-2.5 py-1 text-sm text-ink-700 hover:bg-ink-100"
                      >
                        #{tag}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </aside>
        </div>
      </Container>
    </article>
  );
}
