import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import type { CsvImport } from './csv-import';
import { CsvImportDialog } from './csv-import-dialog';

interface CsvImportButtonProps<Row, Invalid> {
  config: CsvImport<Row, Invalid>;
  variant?: 'primary' | 'secondary';
}

/** "Import CSV", opening the import dialog. */
export function CsvImportButton<Row, Invalid>({
  config,
  variant = 'primary',
}: CsvImportButtonProps<Row, Invalid>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
      </Button>
      <CsvImportDialog config={config} open={open} onOpenChange={setOpen} />
    </>
  );
}
