/**
 * The Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog", §8 "Camera", "Barcode from image", §9
 * "Barcode capture"; ADR 0031): tabs Camera (live preview with a 280 × 180 scan frame, decoded a few
 * times a second, and a Capture button) and Image (a chosen photo). A read ISBN-13 is handed to
 * `onIsbn` and the dialog closes; the decoder (zxing-wasm) is loaded only when the dialog opens. Texts
 * from the `books` catalogue (`scan.*`, ADR 0042); the English of the camera messages is
 * `BARCODE_MESSAGES` (src/domain/barcode.ts) word for word.
 * With `onReview`, a 'Scan many' switch keeps the camera open instead: each read joins a running list
 * (`ScanManyPanel`, `useScanMany`) and 'Review {count} books' hands the list's review rows to `onReview`.
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
import type { BulkBook } from '../lib/bulk-books';
import { ScanManyPanel, ScanManySwitch } from './scan-many-panel';
import { useBarcodeCamera } from './use-barcode-camera';
import { useScanMany, type ReadSource } from './use-scan-many';

export interface ScanBarcodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the ISBN-13 read from a barcode. */
  onIsbn: (isbn: string) => void;
  /** When given, 'Scan many' is offered; called with the list's review rows after the dialog closes. */
  onReview?: (books: BulkBook[]) => void;
}

/** Hands a code read in 'Scan many' to the list (the code as decoded or typed, maybe not an ISBN). */
type OnRead = (text: string, from: ReadSource) => void;

/** Decodes with zxing-wasm, imported on first use. */
async function decode(input: Blob | ImageData): Promise<string | null> {
  const reader = await import('../lib/barcode-reader');
  return reader.decodeEan13(input);
}

async function decodeFile(file: Blob): Promise<string | null> {
  const reader = await import('../lib/barcode-reader');
  return reader.decodeImageFile(file);
}

/** A still's code for 'Scan many': also the digits of a code with a wrong check digit, to report it. */
async function readFileCode(file: Blob): Promise<string | null> {
  const reader = await import('../lib/barcode-reader');
  return reader.readImageFileCode(file);
}

export function ScanBarcodeDialog({ open, onOpenChange, onIsbn, onReview }: ScanBarcodeDialogProps) {
  const found = useCallback(
    (isbn: string) => {
      onIsbn(isbn);
      onOpenChange(false);
    },
    [onIsbn, onOpenChange],
  );
  const review =
    onReview &&
    ((books: BulkBook[]) => {
      onOpenChange(false);
      onReview(books);
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <ScanBody onIsbn={found} onReview={review} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content; its state (the 'Scan many' switch and list) lasts while the dialog is open. */
function ScanBody({
  onIsbn,
  onReview,
}: {
  onIsbn: (isbn: string) => void;
  onReview?: (books: BulkBook[]) => void;
}) {
  const { t } = useTranslation('books');
  const [many, setMany] = useState(false);
  const scan = useScanMany(many);
  const onRead = many ? scan.read : undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('scan.title')}</DialogTitle>
        <DialogDescription>{many ? t('scanMany.description') : t('scan.description')}</DialogDescription>
      </DialogHeader>
      {onReview && <ScanManySwitch on={many} onChange={setMany} />}
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
          <CameraTab onIsbn={onIsbn} onRead={onRead} />
        </TabsContent>
        <TabsContent value="image">
          <ImageTab onIsbn={onIsbn} onRead={onRead} />
        </TabsContent>
      </Tabs>
      {onReview && many && <ScanManyPanel scan={scan} onReview={() => onReview(scan.reviewBooks())} />}
    </>
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

/** `onRead` given ('Scan many'): reads go to the list and the camera stays open. */
function CameraTab({ onIsbn, onRead }: { onIsbn: (isbn: string) => void; onRead?: OnRead }) {
  const { t } = useTranslation('books');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onText = useCallback(
    (text: string) => {
      const isbn = isbnFromBarcode(text);
      if (!isbn) return false; // keep scanning: another code (a price label) is in the frame
      if (onRead) {
        onRead(isbn, 'camera');
        return false; // 'Scan many': keep scanning
      }
      onIsbn(isbn);
      return true;
    },
    [onIsbn, onRead],
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
      if (onRead) {
        const code = await readFileCode(still).catch(() => null);
        if (code) onRead(code, 'still');
        else setError(t('scan.processFailed'));
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

/** `onRead` given ('Scan many'): each chosen image's code goes to the list. */
function ImageTab({ onIsbn, onRead }: { onIsbn: (isbn: string) => void; onRead?: OnRead }) {
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
      if (onRead) {
        const code = await readFileCode(file).catch(() => null);
        if (code) onRead(code, 'still');
        else setError(t('scan.processFailed'));
        return;
      }
      const isbn = isbnFromBarcode((await decodeFile(file).catch(() => null)) ?? '');
      if (isbn) onIsbn(isbn);
      else setError(t('scan.processFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        {onRead ? t('scanMany.imageHint') : t('scan.imageHint')}
      </p>
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
