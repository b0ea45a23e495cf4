/**
 * A message's photos (ADR 0050): small square thumbnails; each opens the photo at full size in a dialog.
 * The addresses are served only to the conversation's two members (and administrators handling a report).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

export function MessagePhotos({ photos }: { photos: readonly string[] }) {
  const { t } = useTranslation('conversations');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {photos.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('thread.openPhoto', { n: i + 1, count })}
              className="focus-visible:ring-ring/50 block overflow-hidden rounded-lg outline-none focus-visible:ring-[3px]"
            >
              <img src={src} alt="" loading="lazy" className="bg-background size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-[calc(100vw-1rem)] p-2 sm:max-w-2xl">
          <DialogHeader className="sr-only">
            <DialogTitle>{t('thread.photoTitle')}</DialogTitle>
            <DialogDescription>{t('thread.photoDescription')}</DialogDescription>
          </DialogHeader>
          {open !== null && photos[open] && (
            <img
              src={photos[open]}
              alt={t('thread.photoAlt', { n: open + 1, count })}
              className="max-h-[80dvh] w-full rounded-md object-contain"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
