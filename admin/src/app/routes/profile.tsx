import { useSearchParams } from 'react-router-dom';
import { ProfilePage } from '@admin/features/profile/profile-page';

export function Component() {
  const [params] = useSearchParams();
  return <ProfilePage mfaRequired={params.get('mfa') === 'required'} />;
}
