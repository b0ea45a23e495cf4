/**
 * A book's cover: the cover image (coverImageUrl, else imageUrl) or, without one or when it fails to
 * load, a placeholder showing the first three letters of the title (spec 000 §2 "Shared book card").
 */
import { useState } from 'react';
import { useEarlyT } from '@/client/lib/early-text';
import { cn } from '@/client/lib/utils';

/** The first three letters of a title, upper case (spaces and punctuation skipped). */
export function coverLetters(title: string): string {
  return (title.match(/[\p{L}\p{N}]/gu) ?? []).slice(0, 3).join('').toUpperCase();
}

interface BookCoverProps {
  title: string;
  coverImageUrl?: string | null;
  imageUrl?: string | null;
  className?: string;
}

export function BookCover({ title, coverImageUrl, imageUrl, className }: BookCoverProps) {
  const src = coverImageUrl || imageUrl || null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const earlyT = useEarlyT();
  const base = cn('bg-muted aspect-[2/3] w-full shrink-0 overflow-hidden rounded-md', className);

  if (src && failedSrc !== src) {
    return (
      <div className={base}>
        <img
          src={src}
          alt={earlyT('common:coverOf', { title })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      </div>
    );
  }
  return (
    <div
      className={cn(
        base,
        'from-primary/15 to-primary/35 text-primary flex items-center justify-center bg-gradient-to-br',
      )}
      data-testid="cover-placeholder"
    >
      <span aria-hidden className="text-xl font-bold tracking-wider">
        {coverLetters(title)}
      </span>
    </div>
  );
}
