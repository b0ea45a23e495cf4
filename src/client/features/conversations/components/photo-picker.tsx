/**
 * The photos chosen for the next message (ADR 0050): an 'Add photos' button over a hidden file input
 * (JPEG, PNG or WebP; at most `CONVERSATION_PHOTOS_MAX` kept) and small previews, each with a remove button.
 */
import { useEffect, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_PHOTOS_MAX } from '@/domain/conversations';
import { Button } from '@/client/components/ui/button';

/** Object URLs for `files`' previews, revoked when the files change (none where the browser lacks them). */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

/** The button that adds photos; `files` are those chosen so far. */
export function AddPhotosButton({
  files,
  onChange,
  disabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('conversations');
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= CONVERSATION_PHOTOS_MAX;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="conversation-photo-input"
        onChange={(e) => {
          const added = [...(e.target.files ?? [])];
          onChange([...files, ...added].slice(0, CONVERSATION_PHOTOS_MAX));
          e.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-10 shrink-0"
        aria-label={t('composer.attach')}
        title={full ? t('composer.photosMax', { max: CONVERSATION_PHOTOS_MAX }) : undefined}
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
      </Button>
    </>
  );
}

/** Previews of the chosen photos with a remove button each; nothing when none are chosen. */
export function ChosenPhotos({
  files,
  onChange,
  disabled,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('conversations');
  const urls = usePreviews(files);
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('composer.photos')} className="mb-2 flex gap-2">
      {files.map((file, i) => (
        <li key={`${file.name}-${file.lastModified}-${i}`} className="relative">
          {urls[i] ? (
            <img src={urls[i]} alt="" className="size-14 rounded-md border object-cover" />
          ) : (
            <div className="bg-muted size-14 rounded-md border" />
          )}
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute -top-2 -right-2 size-6 rounded-full"
            aria-label={t('composer.removePhoto', { n: i + 1 })}
            disabled={disabled}
            onClick={() => onChange(files.filter((_, j) => j !== i))}
          >
            <X aria-hidden className="size-3" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
