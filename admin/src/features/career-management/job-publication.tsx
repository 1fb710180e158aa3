import { AlertTriangle, Inbox } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormSelect, FormText } from '@admin/components/content-resource/form-fields';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import type { OwnPublicationProps } from '@admin/lib/content-resource/resource';
import { dateTime } from '@admin/lib/format-time';
import { countOf } from '@admin/lib/plural';
import { applicationsPath, useApplicationCount } from './applications';
import { isExpired, type JobInput, STATUS_LABELS } from './job-schema';

function ApplicationsLink({ id }: { id: string }) {
  const count = useApplicationCount(id).data;
  return (
    <Link
      to={applicationsPath(id)}
      className="flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <Inbox className="h-4 w-4" aria-hidden="true" />
      {count === undefined ? 'Applications' : countOf(count, 'application')}
    </Link>
  );
}

/** Jobs publish by their status (draft, open, closed) and valid-through date; a save keeps both. */
export function JobPublication({ stored, saving }: OwnPublicationProps) {
  const titleId = useId();
  const { control } = useFormContext<JobInput>();
  const [status, validThrough] = useWatch({ control, name: ['status', 'valid_through'] });
  const publishedAt = stored?.published_at ?? null;
  return (
    <Card aria-labelledby={titleId} className="lg:sticky lg:top-4">
      <CardHeader id={titleId} title="Publication" />
      <div className="space-y-4">
        <FormSelect
          name="status"
          label="Status"
          labels={STATUS_LABELS}
          hint="Only open jobs show on the site; a closed job stays here with its applications."
        />
        <p className="text-sm text-ink-700" data-testid="job-published-at">
          {publishedAt
            ? `First opened ${dateTime(publishedAt)}.`
            : status === 'open'
              ? 'Opens when you save.'
              : 'Not opened yet.'}
        </p>
        <FormText
          name="valid_through"
          label="Valid through"
          type="date"
          hint="The last day applications are accepted; the site hides the job after it. Leave empty for no end date."
        />
        {isExpired(validThrough || null) && (
          <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            This date is in the past: the site hides the job{status === 'open' ? ' although it is open' : ''}.
          </p>
        )}
        {stored && <ApplicationsLink id={stored.id} />}
      </div>
      <div className="mt-5 flex justify-end border-t border-ink-100 pt-4">
        <Button type="submit" pending={saving}>
          {stored ? 'Save job' : 'Add job'}
        </Button>
      </div>
    </Card>
  );
}
