/**
 * 'Download my data' (ADR 0052): POST /api/account/export, then the ZIP is saved as
 * `hubshelf-data-YYYY-MM-DD.zip`. Disabled with a spinner reading 'Preparing your data…' while the server
 * builds it; a refusal (429 after 3 a day) or failure is toasted with the server's message.
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { fetchExport } from '../api/account';
import { exportFileName, saveBlob } from '../lib/save-export';

export function DownloadDataButton() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchExport(), exportFileName());
      toast.success(t('export.started'));
    } catch (err) {
      toast.error(t('export.failed'), { description: errorMessage(err, t('common:pleaseTryAgain')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void start()}
    >
      {busy ? <Spinner aria-hidden role={undefined} /> : <Download aria-hidden />}
      {busy ? t('export.preparing') : t('export.button')}
    </Button>
  );
}
