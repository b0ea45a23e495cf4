/**
 * The Genre preferences dialog (spec 000 §2, §4 "preference cycling", §5; 001 §2.3): 21 genre chips, a tap
 * cycles not selected → Love → Like → Skip → not selected; saving replaces the set and reloads the page
 * after 500 ms (spec 000 §9). The first-time version (`required`) cannot be dismissed: no close button,
 * Escape and outside clicks are ignored.
 */
import { useState } from 'react';
import { Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { PREFERENCE_TEXT, type GenrePreference } from '@/contract/preferences';
import {
  PREFERENCE_GENRES,
  levelLabel,
  nextLevel,
  type PreferenceGenre,
  type PreferenceLevel,
} from '@/domain/preferences';
import { useSavePreferences } from '../api/preferences';

/** Reload delay after a save (spec 000 §9), ms. */
export const RELOAD_AFTER_SAVE_MS = 500;

const LEVEL_STYLE: Record<PreferenceLevel, string> = {
  5: 'border-rose-700 bg-rose-700 text-white hover:bg-rose-800 hover:text-white',
  3: 'border-sky-700 bg-sky-700 text-white hover:bg-sky-800 hover:text-white',
  1: 'border-muted-foreground/40 bg-muted text-muted-foreground line-through',
};
const LEVEL_ICON = { 5: Heart, 3: ThumbsUp, 1: ThumbsDown } as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the first-time version: cannot be closed without saving */
  required?: boolean;
  initial?: readonly GenrePreference[];
  /** reloads the page; replaceable in tests */
  reload?: () => void;
}

export function PreferencesDialog({ open, onOpenChange, required = false, initial = [], reload }: Props) {
  const [levels, setLevels] = useState<Map<PreferenceGenre, PreferenceLevel>>(
    () => new Map(initial.map((p) => [p.genre, p.preferenceLevel])),
  );
  const save = useSavePreferences();

  const tap = (genre: PreferenceGenre) =>
    setLevels((old) => {
      const next = new Map(old);
      const level = nextLevel(old.get(genre));
      if (level === undefined) next.delete(genre);
      else next.set(genre, level);
      return next;
    });

  const submit = () => {
    if (levels.size === 0) {
      toast.error(PREFERENCE_TEXT.noneSelected);
      return;
    }
    const preferences = [...levels].map(([genre, preferenceLevel]) => ({ genre, preferenceLevel }));
    save.mutate(
      { preferences },
      {
        onSuccess: () => {
          toast.success(PREFERENCE_TEXT.saved);
          setTimeout(reload ?? (() => window.location.reload()), RELOAD_AFTER_SAVE_MS);
        },
        onError: () => toast.error('Error', { description: PREFERENCE_TEXT.saveFailed }),
      },
    );
  };

  const block = (e: Event) => {
    if (required) e.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (required && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        showCloseButton={!required}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        className="max-h-[90dvh] overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>
            {required ? PREFERENCE_TEXT.dialogFirstTitle : PREFERENCE_TEXT.dialogTitle}
          </DialogTitle>
          <DialogDescription>{PREFERENCE_TEXT.dialogHint}</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label="Genres" className="flex flex-wrap gap-2">
          {PREFERENCE_GENRES.map((genre) => {
            const level = levels.get(genre);
            const Icon = level ? LEVEL_ICON[level] : null;
            return (
              <Button
                key={genre}
                type="button"
                size="sm"
                variant="outline"
                className={`rounded-full ${level ? LEVEL_STYLE[level] : ''}`}
                aria-label={level ? `${genre}: ${levelLabel(level)}` : `${genre}: not selected`}
                onClick={() => tap(genre)}
              >
                {Icon && <Icon aria-hidden className="size-3.5" />}
                {genre}
                {level && <span className="text-xs">· {levelLabel(level)}</span>}
              </Button>
            );
          })}
        </div>
        <DialogFooter>
          <Button type="button" onClick={submit} disabled={save.isPending || save.isSuccess}>
            {save.isPending ? PREFERENCE_TEXT.saving : PREFERENCE_TEXT.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
