/**
 * A hand-over code typed or scanned (docs/decisions/0032-trust-at-hand-over.md, 0036): 6 digits (spaces
 * allowed), an error under the field, and Scan QR Code where the browser can read QR codes. Used by the
 * owner's Confirm Pickup and Confirm Return. Texts from the `handover` catalogue (ADR 0042).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { canScanQr, QrScanner } from './qr-scanner';

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the error to show under the field, or null */
  error: string | null;
  /** a code read from a QR code */
  onScanned: (code: string) => void;
}

/** Keeps digits and spaces of `raw`, at most 7 characters ("123 456"). */
export function codeInput(raw: string): string {
  return raw.replace(/[^\d\s]/g, '').slice(0, 7);
}

export function CodeField({ label, value, onChange, error, onScanned }: CodeFieldProps) {
  const { t } = useTranslation('handover');
  const id = useId();
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(codeInput(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          className="font-mono text-lg tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      {scanning ? (
        <QrScanner
          onCode={(code) => {
            setScanning(false);
            onScanned(code);
          }}
          onStop={() => setScanning(false)}
        />
      ) : canScanQr() ? (
        <Button type="button" variant="outline" onClick={() => setScanning(true)}>
          {t('scan')}
        </Button>
      ) : null}
    </>
  );
}
