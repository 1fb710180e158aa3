import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RoleChoice } from '@admin/lib/admin-users';

const ROLE_HELP: Record<RoleChoice, { label: string; help: string }> = {
  admin: { label: 'Admin', help: 'Everything, including users, settings, maintenance and backups.' },
  editor: { label: 'Editor', help: 'Content, SEO and the inboxes, and may publish the site.' },
  none: { label: 'No role', help: 'Keeps the account but cannot use the admin.' },
};

interface RoleOptionsProps {
  legend: string;
  choices: readonly RoleChoice[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The roles as radio buttons, each with what it may do; the group's error is announced with it. */
export function RoleOptions({ legend, choices, error, registration }: RoleOptionsProps) {
  const errorId = `${registration.name}-role-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={choice}
              className="mt-0.5 h-4 w-4 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span>
              <span className="block text-sm font-medium text-ink-950">{ROLE_HELP[choice].label}</span>
              <span className="block text-sm text-ink-700">{ROLE_HELP[choice].help}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
