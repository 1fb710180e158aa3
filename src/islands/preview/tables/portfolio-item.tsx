import { PortfolioArticle } from '../../../components/views/PortfolioArticle.tsx';
import { mediaFile, mediaImage, type TablePreview } from './context.ts';
import { markdown } from './markdown.ts';

const isImage = (value: unknown): value is { path: string; alt: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string';

const portfolioItemPreview: TablePreview<'portfolio_items'> = async (row, context) => {
  const body = await markdown(context, row.body);
  const gallery = (Array.isArray(row.gallery) ? row.gallery : []).filter(isImage).map(({ path, alt }) => ({
    image: mediaFile(context, path),
    alt,
  }));
  return (
    <PortfolioArticle
      item={row}
      bodyHtml={body.html}
      cover={mediaImage(context, row.cover_path)}
      gallery={gallery}
    />
  );
};
export default portfolioItemPreview;
