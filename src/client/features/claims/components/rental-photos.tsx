/**
 * A rental's condition photos of one stage (docs/decisions/0035-deposit-claims-and-photos.md): thumbnails of
 * both sides' photos and, for a party while the stage is open, 'Add photo' (the phone's camera through
 * `capture="environment"`, or a file). Up to 3 per side and stage; the server's reason shows on refusal.
 * Texts from the `claims` catalogue (ADR 0042).
 */
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RentalPhoto } from '@/contract/claims';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api';
import { useRentalPhotos, useUploadPhoto, type PhotoStage } from '../api/claims';
import { PHOTOS_PER_STAGE } from '@/domain/claims';

/** The alt text key of a photo: its stage and who took it. */
const ALT_KEY = {
  pickup: { borrower: 'photos.alt.pickupBorrower', owner: 'photos.alt.pickupOwner' },
  return: { borrower: 'photos.alt.returnBorrower', owner: 'photos.alt.returnOwner' },
} as const;

/** Thumbnails of `photos`, each opening the full photo. */
export function PhotoThumbs({ photos }: { photos: RentalPhoto[] }) {
  const { t } = useTranslation('claims');
  if (photos.length === 0) return <p className="text-muted-foreground text-xs">{t('photos.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <img
              src={p.url}
              alt={t(ALT_KEY[p.stage][p.uploadedBy], { n: i + 1 })}
              className="size-16 rounded-md border object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface RentalPhotosProps {
  rentalId: number;
  stage: PhotoStage;
  /** offer 'Add photo' (the caller is a party and the stage is open) */
  canAdd: boolean;
}

export function RentalPhotos({ rentalId, stage, canAdd }: RentalPhotosProps) {
  const { t } = useTranslation('claims');
  const inputId = useId();
  const photos = useRentalPhotos(rentalId);
  const upload = useUploadPhoto(rentalId);
  const title = stage === 'pickup' ? t('photos.pickupTitle') : t('photos.returnTitle');
  const mine = (photos.data ?? []).filter((p) => p.stage === stage);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ stage, file });
      toast.success(t('photos.added'));
    } catch (err) {
      toast.error(t('photos.failed'), { description: errorMessage(err, t('photos.failed')) });
    }
  };

  return (
    // a group, not a section: each rental card has its own, and landmarks must be unique on the page
    <div role="group" className="grid gap-2" aria-label={title}>
      <p className="text-sm font-medium">{title}</p>
      {photos.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : photos.isError ? (
        <p role="alert" className="text-destructive text-xs">
          {t('photos.loadFailed')}
        </p>
      ) : (
        <PhotoThumbs photos={mine} />
      )}
      {canAdd ? (
        <div className="grid gap-1">
          <label
            htmlFor={inputId}
            className="border-input hover:bg-accent inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-within:ring-2"
          >
            <Camera aria-hidden className="size-4" />
            {upload.isPending ? t('photos.adding') : t('photos.add')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <p className="text-muted-foreground text-xs">{t('photos.hint', { max: PHOTOS_PER_STAGE })}</p>
        </div>
      ) : null}
    </div>
  );
}
