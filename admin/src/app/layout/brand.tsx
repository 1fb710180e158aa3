import { Link } from 'react-router-dom';
import { paths } from '@admin/config/paths';

export function Brand() {
  return (
    <Link
      to={paths.dashboard}
      className="flex h-16 items-center px-6 text-lg font-bold tracking-tight text-ink-950"
    >
      Grow Digital <span className="ml-1.5 font-medium text-brand-700">admin</span>
    </Link>
  );
}
