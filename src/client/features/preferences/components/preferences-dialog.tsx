/**
 * The Genre preferences dialog (spec 000 §2, §4 "preference cycling", §5; 001 §2.3): 21 genre chips, a tap
 * cycles not selected → Love → Like → Skip → not selected; saving replaces the set and reloads the page
 * after 500 ms (spec 000 §9). The first-time version (`required`) cannot be dismissed: no close button,
 * Escape and outside clicks are ignored. Text: the `preferences` catalogue (ADR 0042); genre names are shown
 * as stored.
 */
import { useState } from 'react';
import { Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import type { GenrePreference } from '@/contract/preferences';
import {
  PREFERENCE_GENRES,
  nextLevel,
  levelKey,
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
  const { t } = useTranslation('preferences');
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
      toast.error(t('dialog.noneSelected'));
      return;
    }
    const preferences = [...levels].map(([genre, preferenceLevel]) => ({ genre, preferenceLevel }));
    save.mutate(
      { preferences },
      {
        onSuccess: () => {
          toast.success(t('dialog.saved'));
          setTimeout(reload ?? (() => window.location.reload()), RELOAD_AFTER_SAVE_MS);
        },
        onError: () => toast.error(t('common:error'), { description: t('dialog.saveFailed') }),
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
          <DialogTitle>{required ? t('dialog.firstTitle') : t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.hint')}</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label={t('dialog.genres')} className="flex flex-wrap gap-2">
          {PREFERENCE_GENRES.map((genre) => (
            <GenreChip key={genre} genre={genre} level={levels.get(genre)} onTap={() => tap(genre)} />
          ))}
        </div>
        <DialogFooter>
          <Button type="button" onClick={submit} disabled={save.isPending || save.isSuccess}>
            {save.isPending ? t('common:saving') : t('dialog.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface GenreChipProps {
  genre: PreferenceGenre;
  /** the chosen level, undefined when not selected */
  level: PreferenceLevel | undefined;
  onTap: () => void;
}

/** A genre chip: its level's colour, icon and label ('Fiction · Love'), named with the level for screen readers. */
function GenreChip({ genre, level, onTap }: GenreChipProps) {
  const { t } = useTranslation('preferences');
  const Icon = level ? LEVEL_ICON[level] : null;
  const label = level ? t(`dialog.level.${levelKey(level)}`) : t('dialog.notSelected');
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className={`rounded-full ${level ? LEVEL_STYLE[level] : ''}`}
      aria-label={t('dialog.chip', { genre, level: label })}
      onClick={onTap}
    >
      {Icon && <Icon aria-hidden className="size-3.5" />}
      {genre}
      {level && <span className="text-xs">· {label}</span>}
    </Button>
  );
}
