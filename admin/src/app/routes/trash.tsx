import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { isContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { TrashPage } from '@admin/features/trash/trash-page';

/** `?type=case_studies` shows only one content type's trashed items. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const type = params.get('type') ?? '';
  return (
    <TrashPage
      type={isContentTable(type) ? type : undefined}
      onTypeChange={(next) => changeParams({ type: next })}
    />
  );
}
