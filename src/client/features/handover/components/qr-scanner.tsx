/**
 * A camera QR reader for the pickup code, using the browser's `BarcodeDetector` where it exists (Chrome on
 * Android, among others). Without it the owner types the code; the scan button is not shown at all. Texts
 * from the `handover` catalogue (ADR 0042).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's BarcodeDetector, or null. */
function barcodeDetector(): DetectorClass | null {
  const g = globalThis as unknown as { BarcodeDetector?: DetectorClass };
  return typeof g.BarcodeDetector === 'function' && !!navigator.mediaDevices?.getUserMedia
    ? g.BarcodeDetector
    : null;
}

export function canScanQr(): boolean {
  return barcodeDetector() !== null;
}

/** Scans until a 6-digit code is read, then calls `onCode` and stops the camera. */
export function QrScanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const { t } = useTranslation('handover');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: ['qr_code'] });
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const code = found.map((f) => f.rawValue.trim()).find((v) => /^\d{6}$/.test(v));
            if (code && live) onCode(code);
          });
        }, 300);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);
  return (
    <div className="grid gap-2">
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t('cameraFailed')}
        </p>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            className="aspect-square w-full rounded-lg bg-black object-cover"
          />
          <p className="text-muted-foreground text-xs">{t('scanHint')}</p>
        </>
      )}
      <Button type="button" size="sm" variant="outline" onClick={onStop}>
        {t('stopScan')}
      </Button>
    </div>
  );
}
