import type { Session } from '@supabase/supabase-js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '@admin/components/ui/spinner';
import { toast } from '@admin/components/ui/toast-store';
import { paths } from '@admin/config/paths';
import { useSession } from '@admin/lib/auth/session';
import { AuthLayout, FormAlert } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { RecoveryForm } from './recovery-form';
import { TwoFactorGate } from './two-factor-gate';

/** The error GoTrue puts in the fragment of an emailed link that no longer works. */
const linkError = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('error_description');

/**
 * /admin/reset-password: a recovery or invite link signs the user in (supabase-js reads the session
 * from the URL and keeps it, so a reload or the link opened again finds it); they choose a new
 * password, after their two-factor code when they have one.
 */
export function ResetPasswordPage() {
  const state = useSession();
  const [error] = useState(() => linkError(window.location.hash));
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-out') return <LinkExpired error={error} />;
  return <ChoosePassword session={state.session} />;
}

/**
 * An emailed link works once and for a while. Without the session it created (opened in another
 * browser, signed out since, or expired), only a new link helps: invitees get one here too.
 */
function LinkExpired({ error }: { error: string | null }) {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Ask for a new link">
      <FormAlert>{error ?? 'This link is invalid or has expired.'}</FormAlert>
      <RecoveryForm email="" onBack={() => void navigate(paths.login)} />
    </AuthLayout>
  );
}

function ChoosePassword({ session }: { session: Session }) {
  const navigate = useNavigate();
  return (
    <TwoFactorGate session={session} title="Reset your password">
      <AuthLayout title="Choose a new password">
        <p className="mb-4 text-sm text-ink-700">For {session.user.email}</p>
        <NewPasswordForm
          onChanged={() => {
            toast({ title: 'Password changed', variant: 'success' });
            void navigate(paths.dashboard, { replace: true });
          }}
        />
      </AuthLayout>
    </TwoFactorGate>
  );
}
