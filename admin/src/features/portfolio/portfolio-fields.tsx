import { useFormContext } from 'react-hook-form';
import { Card } from '@admin/components/ui/card';
import { ChipsField } from '@admin/components/content/chips-input';
import { Field, Textarea } from '@admin/components/ui/field';
import { FormSelect, FormText } from '@admin/components/content-resource/form-fields';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { GalleryEditor } from './gallery-editor';
import { LIMITS, PORTFOLIO_CATEGORIES, type PortfolioItemInput } from './schema';

const MARKDOWN_HINT = 'Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link.';
/** Each category is shown by its own name. */
const CATEGORY_LABELS = Object.fromEntries(PORTFOLIO_CATEGORIES.map((category) => [category, category]));

/** The project's cards: title, address, client, category, year, link, tags, description; the gallery. */
export function PortfolioFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PortfolioItemInput>();
  return (
    <>
      <Card className="space-y-5">
        <TitleSlugFields isNew={isNew} sitePath="/portfolio" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormText name="client" label="Client" />
          <FormSelect name="category" label="Category" labels={CATEGORY_LABELS} />
          <FormText name="year" label="Year" inputMode="numeric" placeholder="2026" />
          <FormText
            name="project_url"
            label="Project address"
            type="url"
            placeholder="https://…"
            hint="Optional: the live site or store."
          />
        </div>
        <ChipsField name="tags" label="Tags" noun="tag" max={LIMITS.tags} maxLength={LIMITS.tag} />
        <Field
          label="Summary"
          hint={`Shown on the portfolio cards; at most ${String(LIMITS.summary)} characters.`}
          error={errors.summary?.message}
        >
          {(control) => <Textarea rows={3} {...control} {...register('summary')} />}
        </Field>
        <Field label="Description" hint={MARKDOWN_HINT} error={errors.body?.message}>
          {(control) => <Textarea rows={10} className="font-mono" {...control} {...register('body')} />}
        </Field>
      </Card>
      <Card>
        <GalleryEditor />
      </Card>
    </>
  );
}
