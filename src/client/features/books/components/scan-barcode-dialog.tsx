/**
 * The Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog", §8 "Camera", "Barcode from image", §9
 * "Barcode capture"; ADR 0031): tabs Camera (live preview with a 280 × 180 scan frame, decoded a few
 * times a second, and a Capture button) and Image (a chosen photo). A read ISBN-13 is handed to
 * `onIsbn` and the dialog closes; the decoder (zxing-wasm) is loaded only when the dialog opens. Texts
 * from the `books` catalogue (`scan.*`, ADR 0042); the English of the camera messages is
 * `BARCODE_MESSAGES` (src/domain/barcode.ts) word for word.
 */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isbnFromBarcode, SCAN_FRAME } from '@/domain/barcode';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useBarcodeCamera } from './use-barcode-camera';

export interface ScanBarcodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the ISBN-13 read from a barcode. */
  onIsbn: (isbn: string) => void;
}

/** Decodes with zxing-wasm, imported on first use. */
async function decode(input: Blob | ImageData): Promise<string | null> {
  const reader = await import('../lib/barcode-reader');
  return reader.decodeEan13(input);
}

async function decodeFile(file: Blob): Promise<string | null> {
  const reader = await import('../lib/barcode-reader');
  return reader.decodeImageFile(file);
}

export function ScanBarcodeDialog({ open, onOpenChange, onIsbn }: ScanBarcodeDialogProps) {
  const { t } = useTranslation('books');
  const found = useCallback(
    (isbn: string) => {
      onIsbn(isbn);
      onOpenChange(false);
    },
    [onIsbn, onOpenChange],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('scan.title')}</DialogTitle>
          <DialogDescription>{t('scan.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="camera">
          <TabsList className="w-full">
            <TabsTrigger value="camera">
              <Camera aria-hidden="true" />
              {t('scan.cameraTab')}
            </TabsTrigger>
            <TabsTrigger value="image">
              <ImageUp aria-hidden="true" />
              {t('scan.imageTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="camera">
            <CameraTab onIsbn={found} />
          </TabsContent>
          <TabsContent value="image">
            <ImageTab onIsbn={found} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ErrorNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  );
}

function CameraTab({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const { t } = useTranslation('books');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onText = useCallback(
    (text: string) => {
      const isbn = isbnFromBarcode(text);
      if (!isbn) return false; // keep scanning: another code (a price label) is in the frame
      onIsbn(isbn);
      return true;
    },
    [onIsbn],
  );
  const camera = useBarcodeCamera(videoRef, { decode, onText });

  const capture = async () => {
    setError(null);
    setBusy(true);
    try {
      let still: Blob;
      try {
        still = await camera.capture();
      } catch {
        setError(t('scan.captureFailed'));
        return;
      }
      const isbn = isbnFromBarcode((await decodeFile(still).catch(() => null)) ?? '');
      if (isbn) {
        camera.stop();
        onIsbn(isbn);
      } else setError(t('scan.processFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (camera.status === 'denied') return <ErrorNote message={t('scan.cameraDenied')} />;
  return (
    <div className="grid gap-3">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-black">
        <video
          ref={videoRef}
          aria-label={t('scan.previewLabel')}
          className="h-full w-full object-cover"
          muted
          playsInline
        />
        <div
          aria-hidden="true"
          data-testid="scan-frame"
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-md border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
          style={{ width: SCAN_FRAME.width, height: SCAN_FRAME.height, maxWidth: '90%' }}
        />
        {camera.status === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <Spinner aria-hidden="true" />
            {t('scan.starting')}
          </div>
        )}
      </div>
      <p className="text-muted-foreground text-sm">{t('scan.aim')}</p>
      <ErrorNote message={error} />
      <Button type="button" onClick={() => void capture()} disabled={busy || camera.status !== 'live'}>
        {busy ? <Spinner aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {t('scan.capture')}
      </Button>
    </div>
  );
}

function ImageTab({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const { t } = useTranslation('books');
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again reads it again
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const isbn = isbnFromBarcode((await decodeFile(file).catch(() => null)) ?? '');
      if (isbn) onIsbn(isbn);
      else setError(t('scan.processFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">{t('scan.imageHint')}</p>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('scan.chooseImage')}
        onChange={(e) => void chosen(e)}
      />
      <ErrorNote message={error} />
      <Button type="button" onClick={() => inputRef.current?.click()} disabled={busy}>
        {busy ? <Spinner aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
        {busy ? t('scan.reading') : t('scan.chooseImage')}
      </Button>
    </div>
  );
}
