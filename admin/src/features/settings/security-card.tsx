import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCurrentStaff, requireAdminMfaQuery } from '@admin/lib/auth/staff-context';
import { Card, CardHeader } from '@admin/components/ui/card';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { useUpdateSiteSettings } from './api/update-site-settings';
import { saveErrorMessage } from './save-error';
import type { SiteSettingsRow } from './types';

/** Whether admin rights need a two-factor session (site_settings.require_admin_mfa). */
export function SecurityCard({ settings }: { settings: SiteSettingsRow }) {
  const update = useUpdateSiteSettings();
  const queryClient = useQueryClient();
  const staff = useCurrentStaff();
  // Turning it on from a one-factor session would take this admin's own rights away at once.
  const canEnable = staff.aal === 'aal2';
  const checked = update.isPending ? Boolean(update.variables.require_admin_mfa) : settings.require_admin_mfa;
  const change = (value: boolean) =>
    update.mutate(
      { require_admin_mfa: value },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: requireAdminMfaQuery().queryKey });
          toast({
            title: value ? 'Two-factor required for admins' : 'Two-factor optional for admins',
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({ title: 'Not saved', description: saveErrorMessage(error), variant: 'error' }),
      },
    );
  return (
    <Card aria-labelledby="security-heading">
      <CardHeader id="security-heading" title="Security" />
      <Switch
        label="Require two-factor sign-in for admins"
        description="Admins then need an authenticator code to use admin rights."
        checked={checked}
        disabled={update.isPending || (!checked && !canEnable)}
        onCheckedChange={change}
      />
      {!checked && !canEnable && (
        <p className="mt-3 text-sm text-ink-700">
          To turn this on, set up two-factor in{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            your profile
          </Link>{' '}
          and sign in with it.
        </p>
      )}
    </Card>
  );
}
