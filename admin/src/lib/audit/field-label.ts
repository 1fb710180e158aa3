/** Column names that do not read well with their underscores replaced. */
const FIELD_LABELS: Record<string, string> = {
  sort_order: 'order',
  published_at: 'publication date',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  og_image_path: 'sharing image',
  og_image_alt: 'sharing image alt text',
  cover_path: 'cover image',
  cover_alt: 'cover alt text',
  photo_alt: 'photo alt text',
  youtube_id: 'YouTube video',
  duration_seconds: 'duration',
  resume_path: 'résumé',
  external_url: 'link',
  linkedin_url: 'LinkedIn',
  gtm_id: 'tag manager ID',
  require_admin_mfa: 'two-factor for admins',
  maintenance_enabled: 'maintenance mode',
  is_enabled: 'switched on',
  noindex: 'hidden from search engines',
  status_code: 'redirect type',
  from_path: 'old address',
  to_path: 'new address',
  address_line1: 'address line 1',
  address_line2: 'address line 2',
};

/** An audited column in words: `seo_title` is "SEO title", `is_published` "published", `last_checked_at` "last checked". */
export function fieldLabel(column: string): string {
  return (
    FIELD_LABELS[column] ??
    column
      .replace(/^is_/, '')
      .replace(/_(at|url|path|id)$/, (_, suffix: string) => (suffix === 'url' ? '_address' : ''))
      .replace(/_/g, ' ')
  );
}
