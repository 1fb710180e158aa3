import { useFormContext } from 'react-hook-form';
import { SERVICE_GROUPS } from '@lib/routes';
import { ChipsField } from '@admin/components/content/chips-input';
import { FormText } from '@admin/components/content-resource/form-fields';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { Card } from '@admin/components/ui/card';
import { Field, Textarea } from '@admin/components/ui/field';
import { ResultsEditor } from './results-editor';
import { type CaseStudyInput, LIMITS } from './schema';

const SERVICE_NAMES = SERVICE_GROUPS.flatMap((group) => group.services.map((service) => service.label));

const MARKDOWN_HINT = 'Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link.';

/** The story's long texts: label, rows, hint. */
const TEXTS = [
  {
    name: 'summary',
    label: 'Summary',
    rows: 3,
    hint: `Shown on the case study cards; at most ${String(LIMITS.summary)} characters.`,
  },
  { name: 'challenge', label: 'The challenge', rows: 8, hint: MARKDOWN_HINT },
  { name: 'solution', label: 'Our solution', rows: 8, hint: MARKDOWN_HINT },
] as const;

/** The case study's cards: the story (title, address, client and texts), its results, the testimonial. */
export function CaseStudyFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CaseStudyInput>();
  return (
    <>
      <Card className="space-y-5">
        <TitleSlugFields isNew={isNew} sitePath="/case-studies" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormText name="client" label="Client" />
          <FormText name="industry" label="Industry" />
        </div>
        <ChipsField
          name="services"
          label="Services"
          noun="service"
          max={LIMITS.services}
          maxLength={LIMITS.service}
          suggestions={SERVICE_NAMES}
        />
        {TEXTS.map(({ name, label, rows, hint }) => (
          <Field key={name} label={label} hint={hint} error={errors[name]?.message}>
            {(control) => (
              <Textarea
                rows={rows}
                className={hint === MARKDOWN_HINT ? 'font-mono' : undefined}
                {...control}
                {...register(name)}
              />
            )}
          </Field>
        ))}
      </Card>
      <Card>
        <ResultsEditor />
      </Card>
      <Card>
        {/* The client's quote, shown beside the results. */}
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-ink-950">Testimonial</legend>
          <Field label="Quote" error={errors.testimonial_quote?.message}>
            {(control) => <Textarea rows={4} {...control} {...register('testimonial_quote')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormText name="testimonial_author" label="Quoted person" />
            <FormText name="testimonial_role" label="Their role" />
          </div>
        </fieldset>
      </Card>
    </>
  );
}
