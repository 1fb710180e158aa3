import { zodResolver } from '@hookform/resolvers/zod';
import { socialNetworkName } from '@lib/social';
import {
  type CompanyInput,
  type CompanyValues,
  companyFormValues,
  companySchema,
  SOCIAL_NETWORKS,
} from '@admin/lib/settings/company';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { toast } from '@admin/components/ui/toast-store';
import { saveErrorMessage, type SiteSettingsRow, useUpdateSiteSettings } from './api';
import { SettingsFormCard } from './settings-form';

const FIELDS: readonly TextFieldSpec<CompanyInput>[] = [
  { name: 'company_name', label: 'Company name' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'legal_name', label: 'Legal name' },
  { name: 'founded_year', label: 'Founded (year)', inputMode: 'numeric' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address_line1', label: 'Address line 1' },
  { name: 'address_line2', label: 'Address line 2' },
  { name: 'city', label: 'City' },
  { name: 'region', label: 'Region or state' },
  { name: 'postal_code', label: 'Postal code' },
  { name: 'country', label: 'Country' },
  { name: 'business_hours', label: 'Business hours', hint: 'For example: Mon–Fri, 9am–6pm' },
];

const SOCIAL_FIELDS: readonly TextFieldSpec<CompanyInput>[] = SOCIAL_NETWORKS.map((network) => ({
  name: `socials.${network}`,
  label: socialNetworkName(network),
  type: 'url',
  placeholder: 'https://',
}));

/** Company details and social links (site_settings). */
export function CompanyForm({ settings }: { settings: SiteSettingsRow }) {
  const update = useSavingForm<CompanyInput, CompanyValues, SiteSettingsRow>({
    resolver: zodResolver(companySchema),
    defaultValues: companyFormValues(settings),
    save: useUpdateSiteSettings().mutateAsync,
    resetTo: companyFormValues,
    onSaved: () => toast({ title: 'Company details saved', variant: 'success' }),
    describeError: saveErrorMessage,
  });
  const { errors } = update.form.formState;
  return (
    <SettingsFormCard title="Company details" saving={update} submitLabel="Save company details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields form={update.form} fields={FIELDS} />
      </div>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink-950">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFields form={update.form} fields={SOCIAL_FIELDS} />
        </div>
        {errors.socials?.message && (
          <p className="mt-2 text-sm font-medium text-red-700">{errors.socials.message}</p>
        )}
      </fieldset>
    </SettingsFormCard>
  );
}
