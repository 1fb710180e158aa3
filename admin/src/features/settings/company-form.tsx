import { zodResolver } from '@hookform/resolvers/zod';
import { socialNetworkName } from '@lib/social';
import {
  type CompanyInput,
  type CompanyValues,
  companyFormValues,
  companySchema,
  SOCIAL_NETWORKS,
} from '@lib/settings/company';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { SectionCard } from '@admin/components/ui/section-card';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import type { SiteSettingsRow } from './types';
import { useUpdateSiteSettings } from './api/update-site-settings';
import { saveErrorMessage } from './save-error';

/** Company details and social links (site_settings). */
export function CompanyForm({ settings }: { settings: SiteSettingsRow }) {
  const update = useUpdateSiteSettings();
  const { form, onSubmit, saving } = useSavingForm<CompanyInput, CompanyValues, SiteSettingsRow>({
    resolver: zodResolver(companySchema),
    defaultValues: companyFormValues(settings),
    save: update.mutateAsync,
    resetTo: companyFormValues,
    onSaved: () => toast({ title: 'Company details saved', variant: 'success' }),
    describeError: saveErrorMessage,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <SectionCard title="Company details">
      <EditorForm onSubmit={onSubmit} className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField label="Tagline" error={errors.tagline?.message} {...register('tagline')} />
          <TextField label="Legal name" error={errors.legal_name?.message} {...register('legal_name')} />
          <TextField
            label="Founded (year)"
            inputMode="numeric"
            error={errors.founded_year?.message}
            {...register('founded_year')}
          />
          <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
          <TextField
            label="Address line 1"
            error={errors.address_line1?.message}
            {...register('address_line1')}
          />
          <TextField
            label="Address line 2"
            error={errors.address_line2?.message}
            {...register('address_line2')}
          />
          <TextField label="City" error={errors.city?.message} {...register('city')} />
          <TextField label="Region or state" error={errors.region?.message} {...register('region')} />
          <TextField label="Postal code" error={errors.postal_code?.message} {...register('postal_code')} />
          <TextField label="Country" error={errors.country?.message} {...register('country')} />
          <TextField
            label="Business hours"
            hint="For example: Mon–Fri, 9am–6pm"
            error={errors.business_hours?.message}
            {...register('business_hours')}
          />
        </div>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink-950">Social links</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                label={socialNetworkName(network)}
                type="url"
                placeholder="https://"
                error={errors.socials?.[network]?.message}
                {...register(`socials.${network}`)}
              />
            ))}
          </div>
          {errors.socials?.message && (
            <p className="mt-2 text-sm font-medium text-red-700">{errors.socials.message}</p>
          )}
        </fieldset>
        <Button type="submit" pending={saving} disabled={!isDirty}>
          Save company details
        </Button>
      </EditorForm>
    </SectionCard>
  );
}
