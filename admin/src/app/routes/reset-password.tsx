import { ResetPasswordPage } from '@admin/features/auth/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
