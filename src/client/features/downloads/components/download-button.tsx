/**
 * One download button (spec 001 §2.18, §8 "Download"): toasts 'Download Started', or 'Download Failed' /
 * 'Please try again or use a different browser.'; while the file is fetched and for
 * `DOWNLOAD_BUTTON_RESET_MS` (1 s) after, it is disabled and reads 'Downloading...'.
 */
import { useEffect, useRef, useState } from 'react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DOWNLOAD_BUTTON_RESET_MS,
  downloadFileName,
  downloadPath,
  type DownloadDocument,
  type DownloadFormat,
} from '@/contract/downloads';
import { Button } from '@/client/components/ui/button';
import { saveDownload } from '../lib/save-download';

/** The catalogue key of a document: 'investor-pitch-deck' → 'investorPitchDeck'. */
export const documentKey = (document: DownloadDocument): string =>
  document.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

interface DownloadButtonProps {
  document: DownloadDocument;
  format: DownloadFormat;
}

export function DownloadButton({ document, format }: DownloadButtonProps) {
  const { t } = useTranslation('downloads');
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const label = t(`formats.${format}`);
  const action = busy ? t('downloading') : label;

  const start = async () => {
    setBusy(true);
    try {
      const outcome = await saveDownload(downloadPath(document, format), downloadFileName(document, format));
      if (outcome === 'started') toast.success(t('started'));
    } catch {
      toast.error(t('failedTitle'), { description: t('failed') });
    }
    timer.current = window.setTimeout(() => setBusy(false), DOWNLOAD_BUTTON_RESET_MS);
  };

  return (
    <Button
      type="button"
      variant={format === 'docx' ? 'default' : 'outline'}
      className="flex-1"
      disabled={busy}
      aria-label={t('buttonLabel', { title: t(`documents.${documentKey(document)}.title`), action })}
      onClick={() => void start()}
    >
      <FileDown aria-hidden />
      {action}
    </Button>
  );
}
