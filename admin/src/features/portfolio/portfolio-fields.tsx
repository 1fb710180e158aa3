import { useFormContext } from 'react-hook-form';
import { ChipsField } from '@admin/components/content/chips-input';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { LIMITS, PORTFOLIO_CATEGORIES, type PortfolioItemInput } from './schema';

const MARKDOWN_HINT = 'Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link.';
const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

/** Title, address, client, category, year, link, tags and the project's description. */
export function PortfolioFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PortfolioItemInput>();
  return (
    <div className="space-y-5">
      <TitleSlugFields isNew={isNew} sitePath="/portfolio" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Client" error={errors.client?.message} {...register('client')} />
        <Field label="Category" error={errors.category?.message}>
          {(control) => (
            <select {...control} {...register('category')} className={SELECT}>
              {PORTFOLIO_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Year"
          inputMode="numeric"
          placeholder="2026"
          error={errors.year?.message}
          {...register('year')}
        />
        <TextField
          label="Project address"
          type="url"
          placeholder="https://…"
          hint="Optional: the live site or store."
          error={errors.project_url?.message}
          {...register('project_url')}
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
    </div>
  );
}
