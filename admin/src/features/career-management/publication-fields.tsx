import { AlertTriangle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { dateTime } from '@admin/lib/format-time';
import { Field, Input } from '@admin/components/ui/field';
import type { JobFieldsProps } from './job-fields';
import { isExpired, STATUS_LOOK } from './job-labels';
import { optionsOf, SelectField } from './select-field';

const STATUS_OPTIONS = optionsOf({
  draft: STATUS_LOOK.draft.label,
  open: STATUS_LOOK.open.label,
  closed: STATUS_LOOK.closed.label,
});

/** Status and valid-through date, with what they mean for the site. */
export function PublicationFields({
  control,
  register,
  errors,
  publishedAt,
}: JobFieldsProps & { publishedAt: string | null }) {
  const [status, validThrough] = useWatch({ control, name: ['status', 'valid_through'] });
  const expired = isExpired(validThrough || null);
  return (
    <div className="space-y-4">
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        hint="Only open jobs show on the site; a closed job stays here with its applications."
        error={errors.status?.message}
        registration={register('status')}
      />
      <p className="text-sm text-ink-700" data-testid="job-published-at">
        {publishedAt
          ? `First opened ${dateTime(publishedAt)}.`
          : status === 'open'
            ? 'Opens when you save.'
            : 'Not opened yet.'}
      </p>
      <Field
        label="Valid through"
        hint="The last day applications are accepted; the site hides the job after it. Leave empty for no end date."
        error={errors.valid_through?.message}
      >
        {(field) => <Input type="date" {...register('valid_through')} {...field} />}
      </Field>
      {expired && (
        <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          This date is in the past: the site hides the job{status === 'open' ? ' although it is open' : ''}.
        </p>
      )}
    </div>
  );
}
