import { Pencil, Trash2 } from 'lucide-react';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { StaticTable } from '@admin/components/ui/static-table';
import { Switch } from '@admin/components/ui/switch';
import type { RedirectRow } from './api/redirects';

interface RedirectTableProps {
  redirects: readonly RedirectRow[];
  onEdit: (redirect: RedirectRow) => void;
  onDelete: (redirect: RedirectRow) => void;
  onToggle: (redirect: RedirectRow, isActive: boolean) => void;
}

export function RedirectTable({ redirects, onEdit, onDelete, onToggle }: RedirectTableProps) {
  return (
    <StaticTable caption="Redirects" headings={['Old address', 'New address', 'Type', 'Active']} actions>
      {redirects.map((redirect) => (
        <tr key={redirect.id} data-testid={`redirect-${redirect.from_path}`}>
          <th scope="row" className="px-4 py-3 font-normal">
            <code className="text-ink-950">
              <AddressText value={redirect.from_path} />
            </code>
          </th>
          <td className="px-4 py-3">
            <code className="text-ink-800">
              <AddressText value={redirect.to_path} />
            </code>
          </td>
          <td className="px-4 py-3">
            <Badge tone={redirect.status_code === 301 ? 'brand' : 'neutral'}>
              {redirect.status_code === 301 ? '301 permanent' : '302 temporary'}
            </Badge>
          </td>
          <td className="px-4 py-3 [&_label]:sr-only">
            <Switch
              label={`Redirect from ${redirect.from_path} active`}
              checked={redirect.is_active}
              onCheckedChange={(checked) => onToggle(redirect, checked)}
            />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-right">
            <Button variant="ghost" size="sm" onClick={() => onEdit(redirect)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit<span className="sr-only"> redirect from {redirect.from_path}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onDelete(redirect)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete<span className="sr-only"> redirect from {redirect.from_path}</span>
            </Button>
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}
