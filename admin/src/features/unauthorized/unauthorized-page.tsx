import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { paths } from '@admin/config/paths';
import { useSession, useSignOut } from '@admin/lib/auth/session';
import { useDocumentTitle } from '@admin/lib/use-document-title';

/** /admin/unauthorized: the signed-in account has no staff role, or not the one the page needs. */
export function UnauthorizedPage() {
  useDocumentTitle('No access');
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const email = session.status === 'signed-in' ? session.session.user.email : undefined;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-ink-200 bg-white p-8 text-center shadow-card">
        <ShieldAlert className="mx-auto h-10 w-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink-950">You don’t have access to this page</h1>
        <p className="mt-2 text-sm text-ink-700">
          {email ? (
            <>
              You are signed in as <strong className="text-ink-950">{email}</strong>. Your account does not
              have the role this page needs. Ask an admin if you think it should.
            </>
          ) : (
            'Sign in with a staff account to use the admin.'
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {email ? (
            <>
              <Button asChild variant="secondary">
                <Link to={paths.dashboard}>Go to the dashboard</Link>
              </Button>
              <Button
                pending={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSuccess: () => void navigate(paths.login, { replace: true }),
                  })
                }
              >
                Sign out
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to={paths.login}>Sign in</Link>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
