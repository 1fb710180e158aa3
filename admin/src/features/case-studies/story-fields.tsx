import { useFormContext } from 'react-hook-form';
import { SERVICE_GROUPS } from '@lib/routes';
import { ChipsField } from '@admin/components/content/chips-input';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { type CaseStudyInput, LIMITS } from './schema';

const SERVICE_NAMES = SERVICE_GROUPS.flatMap((group) => group.services.map((service) => service.label));

const MARKDOWN_HINT = 'Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link.';

/** Title, address, client and the story itself. */
export function StoryFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CaseStudyInput>();
  return (
    <div className="space-y-5">
      <TitleSlugFields isNew={isNew} sitePath="/case-studies" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Client" error={errors.client?.message} {...register('client')} />
        <TextField label="Industry" error={errors.industry?.message} {...register('industry')} />
      </div>
      <ChipsField
        name="services"
        label="Services"
        noun="service"
        max={LIMITS.services}
        maxLength={LIMITS.service}
        suggestions={SERVICE_NAMES}
      />
      <Field
        label="Summary"
        hint={`Shown on the case study cards; at most ${String(LIMITS.summary)} characters.`}
        error={errors.summary?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('summary')} />}
      </Field>
      <Field label="The challenge" hint={MARKDOWN_HINT} error={errors.challenge?.message}>
        {(control) => <Textarea rows={8} className="font-mono" {...control} {...register('challenge')} />}
      </Field>
      <Field label="Our solution" hint={MARKDOWN_HINT} error={errors.solution?.message}>
        {(control) => <Textarea rows={8} className="font-mono" {...control} {...register('solution')} />}
      </Field>
    </div>
  );
}
