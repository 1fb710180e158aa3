import { useSearchParams } from 'react-router-dom';
import { safeNext } from '@admin/config/paths';
import { LoginPage } from '@admin/features/auth/login-page';

export function Component() {
  const [params] = useSearchParams();
  return <LoginPage next={safeNext(params.get('next'))} />;
}
