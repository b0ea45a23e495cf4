/**
 * One download button (spec 001 §2.18, §8 "Download"): toasts 'Download Started', or 'Download Failed' /
 * 'Please try again or use a different browser.'; while the file is fetched and for
 * `DOWNLOAD_BUTTON_RESET_MS` (1 s) after, it is disabled and reads 'Downloading...'.
 */
import { useEffect, useRef, useState } from 'react';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import {
  DOWNLOAD_BUTTON_RESET_MS,
  DOWNLOAD_INFO,
  DOWNLOAD_TEXT,
  downloadFileName,
  downloadPath,
  type DownloadDocument,
  type DownloadFormat,
} from '@/contract/downloads';
import { Button } from '@/client/components/ui/button';
import { saveDownload } from '../lib/save-download';

interface DownloadButtonProps {
  document: DownloadDocument;
  format: DownloadFormat;
}

export function DownloadButton({ document, format }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const label = format === 'docx' ? DOWNLOAD_TEXT.word : DOWNLOAD_TEXT.text;

  const start = async () => {
    setBusy(true);
    try {
      const outcome = await saveDownload(downloadPath(document, format), downloadFileName(document, format));
      if (outcome === 'started') toast.success(DOWNLOAD_TEXT.started);
    } catch {
      toast.error(DOWNLOAD_TEXT.failedTitle, { description: DOWNLOAD_TEXT.failed });
    }
    timer.current = window.setTimeout(() => setBusy(false), DOWNLOAD_BUTTON_RESET_MS);
  };

  return (
    <Button
      type="button"
      variant={format === 'docx' ? 'default' : 'outline'}
      className="flex-1"
      disabled={busy}
      aria-label={`${DOWNLOAD_INFO[document].title}: ${busy ? DOWNLOAD_TEXT.downloading : label}`}
      onClick={() => void start()}
    >
      <FileDown aria-hidden />
      {busy ? DOWNLOAD_TEXT.downloading : label}
    </Button>
  );
}
