import { CircleAlert, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@admin/components/ui/card';
import { paths } from '@admin/config/paths';
import { plural } from '@admin/lib/plural';

/** The outbox at a glance: how many emails and webhooks failed or were given up, linking to them. */
export function DeliveriesCard({ failed }: { failed: number }) {
  const Icon = failed > 0 ? CircleAlert : Send;
  return (
    <Card
      data-testid="failed-deliveries"
      className={failed > 0 ? 'border-amber-300 bg-amber-50' : undefined}
      aria-labelledby="failed-deliveries-heading"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Icon className={failed > 0 ? 'h-6 w-6 text-amber-800' : 'h-6 w-6 text-ink-600'} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="failed-deliveries-heading" className="text-sm font-medium text-ink-700">
            <Link
              to={`${paths.deliveries}?status=failed,dead`}
              className="hover:text-brand-700 hover:underline"
            >
              Failed deliveries
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-800">
            <span className="mr-2 text-2xl font-bold text-ink-950" data-testid="count">
              {failed}
            </span>
            {failed > 0
              ? `${plural(failed, 'message')} (emails and webhooks) failed or ${failed === 1 ? 'was' : 'were'} given up.`
              : 'No email or webhook has failed.'}
          </p>
        </div>
      </div>
    </Card>
  );
}
