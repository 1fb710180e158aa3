import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from '@admin/components/ui/toast-store';

interface SavingFormOptions<Input extends FieldValues, Values, Saved> extends Omit<
  UseFormProps<Input, unknown, Values>,
  'resolver' | 'defaultValues'
> {
  /** Usually `zodResolver(schema)`: the field messages shown before anything is sent. */
  resolver: Resolver<Input, unknown, Values>;
  /** Where the form starts (or `values`, to follow data that may still change). */
  defaultValues?: DefaultValues<Input>;
  /** Sends the valid values; rejects with the API's error (a mutation's `mutateAsync`). */
  save: (values: Values) => Promise<Saved>;
  /** The form's new starting point from what the server sent back, so "unsaved" starts over. */
  resetTo?: (saved: Saved) => Input;
  /** What to say and do once saved (a toast, closing a dialog). */
  onSaved: (saved: Saved, values: Values) => void;
  /** The sentence under "Not saved" when the server refuses or cannot be reached. */
  describeError: (error: unknown) => string;
  /** The failure toast's title; "Not saved" unless the form needs its own. */
  notSavedTitle?: string;
}

export interface SavingForm<Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  /** For `<EditorForm onSubmit>`: validates, saves, then reports. */
  onSubmit: ReturnType<UseFormReturn<Input, unknown, Values>['handleSubmit']>;
  saving: boolean;
}

/** A react-hook-form form that saves through the API and reports the outcome as a toast. */
export function useSavingForm<Input extends FieldValues, Values, Saved>({
  save,
  resetTo,
  onSaved,
  describeError,
  notSavedTitle = 'Not saved',
  ...formOptions
}: SavingFormOptions<Input, Values, Saved>): SavingForm<Input, Values> {
  const form = useForm<Input, unknown, Values>(formOptions);
  const onSubmit = form.handleSubmit(async (values) => {
    let saved: Saved;
    try {
      saved = await save(values);
    } catch (error) {
      toast({ title: notSavedTitle, description: describeError(error), variant: 'error' });
      return;
    }
    if (resetTo) form.reset(resetTo(saved));
    onSaved(saved, values);
  });
  return { form, onSubmit, saving: form.formState.isSubmitting };
}
