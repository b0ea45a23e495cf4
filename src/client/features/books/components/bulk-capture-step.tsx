/**
 * The capture step of the Bulk Book Upload overlay (spec 000 §2 "Bulk Book Upload flow"; 001 §2.2 photo
 * tips): the photo tips, Take Photo (the back camera) and Choose from Gallery. `onPhoto` gets the chosen
 * file; the input is cleared so the same photo can be chosen again.
 */
import { useRef, type ChangeEvent } from 'react';
import { Camera, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { BULK_TIP_KEYS } from '../lib/smart-add-texts';

export interface BulkCaptureStepProps {
  onPhoto: (file: File) => void;
}

export function BulkCaptureStep({ onPhoto }: BulkCaptureStepProps) {
  const { t } = useTranslation('books');
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  };

  return (
    <div className="grid gap-4">
      <section aria-labelledby="bulk-tips" className="bg-muted rounded-lg p-3 text-sm">
        <h3 id="bulk-tips" className="mb-1 font-medium">
          {t('bulk.tipsTitle')}
        </h3>
        <ul className="list-disc pl-5">
          {BULK_TIP_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('bulk.takePhoto')}
        onChange={chosen}
      />
      <input
        ref={galleryInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('bulk.chooseGallery')}
        onChange={chosen}
      />
      <Button type="button" onClick={() => cameraInput.current?.click()}>
        <Camera aria-hidden="true" />
        {t('bulk.takePhoto')}
      </Button>
      <Button type="button" variant="outline" onClick={() => galleryInput.current?.click()}>
        <Images aria-hidden="true" />
        {t('bulk.chooseGallery')}
      </Button>
    </div>
  );
}
