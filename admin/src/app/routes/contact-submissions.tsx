import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { ContactSubmissionsPage } from '@admin/features/contact-submissions/contact-submissions-page';
import { isContactKind, SUBMISSION_STATUSES } from '@admin/features/contact-submissions/inbox-status';

/**
 * `?kind=contact|discovery_call` and `?status=<status>` filter the inbox; anything else shows all.
 * `?open=<id>` opens that submission (the staff emails link there).
 */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const kind = params.get('kind');
  const status = params.get('status');
  const setParam = (key: string, value: string | null) => changeParams({ [key]: value, page: null });
  return (
    <ContactSubmissionsPage
      kind={isContactKind(kind) ? kind : null}
      status={SUBMISSION_STATUSES.is(status) ? status : null}
      onKindChange={(value) => setParam('kind', value)}
      onStatusChange={(value) => setParam('status', value)}
      openId={params.get('open')}
      onOpenChange={(id) => changeParams({ open: id })}
    />
  );
}
