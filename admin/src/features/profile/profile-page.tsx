import { useSearchParams } from 'react-router-dom';
import { Badge } from '@admin/components/ui/badge';
import { PageHeader } from '@admin/components/ui/page-header';
import { SectionCard } from '@admin/components/ui/section-card';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { TwoFactorCard } from './two-factor-card';

/** /admin/profile: who is signed in, and their two-factor authentication. */
export function ProfilePage() {
  const staff = useCurrentStaff();
  const mfaRequired = useSearchParams()[0].get('mfa') === 'required';
  return (
    <>
      <PageHeader title="Profile" description="Your account and how you sign in." />
      {mfaRequired && !staff.hasVerifiedFactor && (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          Admin areas require two-factor authentication. Set it up below to continue.
        </div>
      )}
      <div className="grid max-w-3xl gap-6">
        <SectionCard title="Account">
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-ink-700">Email</dt>
            <dd className="font-medium text-ink-950" data-testid="profile-email">
              {staff.email}
            </dd>
            <dt className="text-ink-700">Role</dt>
            <dd>
              <Badge tone="brand">{staff.role === 'admin' ? 'Admin' : 'Editor'}</Badge>
            </dd>
          </dl>
        </SectionCard>
        <TwoFactorCard userId={staff.session.user.id} />
      </div>
    </>
  );
}
