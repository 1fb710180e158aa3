import { BlogArticle } from '../../../components/views/BlogArticle.tsx';
import { postPath } from '../../../lib/permalinks.ts';
import { mediaImage, publicationDate, type TablePreview } from './context.ts';
import { markdown } from './markdown.ts';

const blogPostPreview: TablePreview<'blog_posts'> = async (row, context) => {
  const body = await markdown(context, row.body);
  const post = {
    ...row,
    published_at: publicationDate(row.published_at),
    word_count: body.wordCount,
    headings: body.headings,
  };
  return (
    <BlogArticle
      post={post}
      bodyHtml={body.html}
      url={new URL(postPath(row.slug), context.origin).href}
      cover={mediaImage(context, row.cover_path)}
      authorPhoto={mediaImage(context, row.author?.photo_path ?? null)}
    />
  );
};
export default blogPostPreview;
