import { CheckCircle2 } from 'lucide-react';
import type { SeoIssue } from '@admin/lib/seo/audit';
import { Badge } from '@admin/components/ui/badge';

const FIELD_NAMES = { title: 'title', description: 'description', og_image_alt: 'image' } as const;

/** A short label for an issue: "Missing title", "Duplicate description", "Image has no alt text". */
export function issueLabel(issue: SeoIssue): string {
  if (issue.field === 'og_image_alt') return 'Image has no alt text';
  const field = FIELD_NAMES[issue.field];
  switch (issue.code) {
    case 'missing':
      return `Missing ${field}`;
    case 'duplicate':
      return `Duplicate ${field}`;
    case 'too-short':
      return `Short ${field}`;
    case 'too-long':
    case 'over-limit':
      return `${field.charAt(0).toUpperCase()}${field.slice(1)} too long`;
  }
}

/** The audit's findings for one route, each a badge whose title gives the whole message. */
export function IssueBadges({ issues }: { issues: readonly SeoIssue[] }) {
  if (issues.length === 0)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-green-800">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        No issues
      </span>
    );
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Issues">
      {issues.map((issue) => (
        <li key={`${issue.field}-${issue.code}`} title={issue.message}>
          <Badge tone={issue.severity === 'error' ? 'danger' : 'warning'}>{issueLabel(issue)}</Badge>
          <span className="sr-only">: {issue.message}</span>
        </li>
      ))}
    </ul>
  );
}
