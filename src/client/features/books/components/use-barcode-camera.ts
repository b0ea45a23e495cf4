/**
 * The live camera of the Scan Barcode dialog (spec 000 §8 "Camera", §9 "Barcode capture"; ADR 0031):
 * `getUserMedia` with the rear camera preferred, the region under the 280 × 180 scan frame decoded every
 * LIVE_SCAN_INTERVAL_MS, and a still capture (JPEG at quality 0.95) decoded on demand. Tracks stop when
 * the hook unmounts (the dialog or tab closes) or once a code is read.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CAPTURE_JPEG_QUALITY, LIVE_SCAN_INTERVAL_MS, SCAN_FRAME } from '@/domain/barcode';

export type CameraStatus = 'starting' | 'live' | 'denied' | 'stopped';

interface Options {
  /** Decodes pixels or a still; answers the barcode text or null. */
  decode: (input: Blob | ImageData) => Promise<string | null>;
  /** Called with each decoded text; return true to stop the camera (a valid ISBN was read). */
  onText: (text: string) => boolean;
}

/** The part of the video under the scan frame, in video pixels (the preview is drawn `object-cover`). */
function frameRegion(video: HTMLVideoElement) {
  const vw = video.videoWidth;
  const vh = video.videoHeight;
  const scale = Math.max(video.clientWidth / vw, video.clientHeight / vh) || 1;
  const w = Math.min(vw, SCAN_FRAME.width / scale);
  const h = Math.min(vh, SCAN_FRAME.height / scale);
  return { x: (vw - w) / 2, y: (vh - h) / 2, w, h };
}

/** The pixels under the scan frame, drawn on `canvas`; null without a 2D context. */
function framePixels(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const r = frameRegion(video);
  canvas.width = Math.round(r.w);
  canvas.height = Math.round(r.h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, r.x, r.y, r.w, r.h, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** A JPEG still (CAPTURE_JPEG_QUALITY) of the whole video; throws when there is no frame or canvas. */
async function captureStill(video: HTMLVideoElement | null): Promise<Blob> {
  if (!video || video.videoWidth === 0) throw new Error('No video frame');
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', CAPTURE_JPEG_QUALITY),
  );
  if (!blob) throw new Error('No still');
  return blob;
}

export function useBarcodeCamera(videoRef: RefObject<HTMLVideoElement | null>, { decode, onText }: Options) {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const streamRef = useRef<MediaStream | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setStatus((s) => (s === 'denied' ? s : 'stopped'));
  }, []);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera');
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (cancelled) return stream.getTracks().forEach((t) => t.stop());
        streamRef.current = stream;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setStatus('live');
        const canvas = document.createElement('canvas');
        timer = setInterval(() => {
          if (busy || !streamRef.current || video.videoWidth === 0) return;
          const pixels = framePixels(video, canvas);
          if (!pixels) return;
          busy = true;
          decode(pixels)
            .then((text) => {
              if (text && streamRef.current && onTextRef.current(text)) {
                clearInterval(timer);
                stop();
              }
            })
            .catch(() => undefined)
            .finally(() => (busy = false));
        }, LIVE_SCAN_INTERVAL_MS);
      } catch {
        if (!cancelled) setStatus('denied');
      }
    };
    void start();
    return () => {
      cancelled = true;
      clearInterval(timer);
      streamRef.current?.getTracks().forEach((t) => t.stop());
      streamRef.current = null;
    };
  }, [decode, stop, videoRef]);

  /** A JPEG still (quality 0.95) of the whole preview; throws when it cannot be taken. */
  const capture = useCallback(() => captureStill(videoRef.current), [videoRef]);

  return { status, capture, stop };
}
