interface RowKind {
  one: string;
  many: string;
  /** "a" or "an", for a row without a label ("an FAQ"). */
  article?: string;
}

/** The rows the audit log records, named as staff know them. */
const ROW_KINDS: Record<string, RowKind> = {
  blog_posts: { one: 'blog post', many: 'blog posts' },
  case_studies: { one: 'case study', many: 'case studies' },
  portfolio_items: { one: 'portfolio item', many: 'portfolio items' },
  videos: { one: 'video', many: 'videos' },
  resources: { one: 'resource', many: 'resources' },
  faqs: { one: 'FAQ', many: 'FAQs', article: 'an' },
  team_members: { one: 'team member', many: 'team members' },
  jobs: { one: 'job', many: 'jobs' },
  media_assets: { one: 'image', many: 'images', article: 'an' },
  redirects: { one: 'redirect', many: 'redirects' },
  backlinks: { one: 'backlink', many: 'backlinks' },
  page_visibility: { one: 'page', many: 'pages' },
  page_seo: { one: 'page’s SEO', many: 'pages’ SEO' },
  backups: { one: 'backup', many: 'backups' },
  user_roles: { one: 'staff member’s role', many: 'staff roles' },
  contact_submissions: { one: 'contact message', many: 'contact messages' },
  job_applications: { one: 'job application', many: 'job applications' },
  newsletter_signups: { one: 'newsletter subscriber', many: 'newsletter subscribers' },
  webhooks: { one: 'webhook', many: 'webhooks' },
  notification_settings: { one: 'notification setting', many: 'notification settings' },
};

/** Tables of one row: the row is the thing itself. */
const SINGLE_ROWS: Record<string, string> = {
  about_content: 'the About page',
  site_settings: 'the site settings',
  whatsapp_widget: 'the chat widget',
};

/** Rows whose label completes a phrase instead of being quoted as a title. */
const LABEL_PHRASES: Record<string, string> = {
  contact_submissions: 'the message from',
  job_applications: 'the application from',
  newsletter_signups: 'subscriber',
  page_seo: 'the SEO of',
  notification_settings: 'the notifications for',
};

const kindOf = (table: string): RowKind =>
  ROW_KINDS[table] ?? { one: `${table.replace(/_/g, ' ')} row`, many: `${table.replace(/_/g, ' ')} rows` };

/** The kind of row in the plural: "portfolio items". */
export const rowKindPlural = (table: string): string => SINGLE_ROWS[table] ?? kindOf(table).many;

/**
 * One audited row in words, from its table and the label the audit log kept: "portfolio item
 * “Acme rebrand”", "the message from Nina Alvarez", "the site settings", "a blog post".
 */
export function rowInWords(table: string, label: string | null): string {
  const single = SINGLE_ROWS[table];
  if (single) return single;
  const kind = kindOf(table);
  if (!label) return `${kind.article ?? 'a'} ${kind.one}`;
  const phrase = LABEL_PHRASES[table];
  return phrase ? `${phrase} ${label}` : `${kind.one} “${label}”`;
}
