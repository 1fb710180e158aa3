import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type DayRangeKind, dayRangeSchema, type DayRangeValues } from './date-range-schema';
import { DAYS_OFF_ERRORS } from './error-messages';

interface DayRangeFormProps {
  kind: DayRangeKind;
  /** "Add time off", "Add blackout". */
  submitLabel: string;
  pending: boolean;
  /** Resolves when stored (the form then empties), rejects when refused (the form keeps its input). */
  onAdd: (values: DayRangeValues) => Promise<unknown>;
  /** The toast's title once added. */
  added: (values: DayRangeValues) => string;
}

/** First day, last day and a name (blackouts) or a note (time off), added as one range. */
export function DayRangeForm({ kind, submitLabel, pending, onAdd, added }: DayRangeFormProps) {
  const schema = useMemo(() => dayRangeSchema(kind), [kind]);
  const form = useForm<DayRangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { starts_on: '', ends_on: '', text: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onAdd(values).then(
      () => {
        toast({ title: added(values), variant: 'success' });
        form.reset();
      },
      (error: unknown) =>
        toast({
          title: 'Not added',
          description: describeSaveError(error, DAYS_OFF_ERRORS),
          variant: 'error',
        }),
    ),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_10rem_1fr_auto] lg:items-start"
    >
      <TextField
        label="First day"
        type="date"
        error={errors.starts_on?.message}
        {...form.register('starts_on')}
      />
      <TextField label="Last day" type="date" error={errors.ends_on?.message} {...form.register('ends_on')} />
      <TextField
        label={kind === 'blackout' ? 'Name' : 'Note (optional)'}
        placeholder={kind === 'blackout' ? 'Christmas' : 'Holiday'}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" className="lg:mt-7" pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
