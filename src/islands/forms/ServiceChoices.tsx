import type { UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_GROUPS } from '../../lib/routes.ts';
import { FieldError } from './Field.tsx';

interface ServiceChoicesProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** Services of interest: one checkbox per service (its slug is stored), grouped as on the site. */
export function ServiceChoices({ registration, error }: ServiceChoicesProps) {
  return (
    <fieldset aria-describedby={error ? 'discovery-services-error' : undefined}>
      <legend className="block text-sm font-semibold text-ink-900">Services you are interested in</legend>
      <p className="mt-1 text-sm text-ink-600">Choose any that apply, or none if you are not sure yet.</p>
      <div className="mt-3 grid gap-5 md:grid-cols-3">
        {SERVICE_GROUPS.map((group) => (
          <div key={group.slug}>
            <p className="text-xs font-bold uppercase tracking-[0.14em] text-brand-700">{group.label}</p>
            <ul className="mt-2 space-y-2">
              {group.services.map((service) => (
                <li key={service.slug}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 text-sm text-ink-900 transition hover:border-ink-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/30">
                    <input
                      {...registration}
                      type="checkbox"
                      value={service.slug}
                      className="h-4 w-4 shrink-0 accent-brand-700"
                    />
                    {service.label}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <FieldError id="discovery-services-error" message={error} />
    </fieldset>
  );
}
