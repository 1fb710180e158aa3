import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';

interface ExportButtonProps {
  /** Saves the file; resolves how many rows it holds. */
  run: () => Promise<number>;
  /** What a row is, for the toast ("12 subscribers exported."). */
  noun?: string;
}

/** "Export CSV": runs `run` and says how it went. */
export function ExportButton({ run, noun = 'row' }: ExportButtonProps) {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const count = await run();
      toast({
        title: 'Export ready',
        description: `${countOf(count, noun)} exported.`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Export failed', description: describeError(error), variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" pending={pending} onClick={() => void onClick()}>
      <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
    </Button>
  );
}
