/**
 * The editable parts of a wishlist item (spec 001 §2.17, §3 "Wishlist item"; ADR 0024): the priority
 * select (High, Medium, Low; saved on change) and the notes (up to `WISHLIST_NOTES_MAX` characters) with
 * Save Notes once they differ from the saved ones. Texts from the `wishlist` catalogue (ADR 0042).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishlistItem } from '@/contract/wishlist';
import { WISHLIST_NOTES_MAX, WISHLIST_PRIORITIES, normalisePriority, priorityLabel } from '@/domain/wishlist';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';

/** The catalogue key of a priority label ('High' → `item.priorities.high`). */
export const priorityKey = (label: 'High' | 'Medium' | 'Low') => `item.priorities.${label.toLowerCase()}`;

interface ItemFieldProps {
  item: WishlistItem;
  /** a save is running: the field is disabled */
  saving: boolean;
  onSave: (body: { priority?: number; notes?: string }) => void;
}

/** The priority select, named after the book for screen readers. */
export function WishlistPriorityField({ item, saving, onSave }: ItemFieldProps) {
  const { t } = useTranslation('wishlist');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`wishlist-priority-${item.id}`}>{t('item.priority')}</Label>
      <Select
        value={String(normalisePriority(item.priority))}
        disabled={saving}
        onValueChange={(v) => onSave({ priority: Number(v) })}
      >
        <SelectTrigger
          id={`wishlist-priority-${item.id}`}
          className="w-full"
          aria-label={t('item.priorityNamed', { title: item.book.title })}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {WISHLIST_PRIORITIES.map((p) => (
            <SelectItem key={p} value={String(p)}>
              {t(priorityKey(priorityLabel(p)))}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The notes, with Save Notes while they differ (trimmed) from the saved ones. */
export function WishlistNotesField({ item, saving, onSave }: ItemFieldProps) {
  const { t } = useTranslation('wishlist');
  const [notes, setNotes] = useState(item.notes ?? '');
  const notesId = `wishlist-notes-${item.id}`;
  const notesChanged = notes.trim() !== (item.notes ?? '');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={notesId}>{t('item.notes')}</Label>
      <Textarea
        id={notesId}
        value={notes}
        maxLength={WISHLIST_NOTES_MAX}
        placeholder={t('item.notesPlaceholder')}
        onChange={(e) => setNotes(e.target.value)}
        rows={2}
      />
      {notesChanged && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-end"
          disabled={saving}
          onClick={() => onSave({ notes })}
        >
          {t('item.saveNotes')}
        </Button>
      )}
    </div>
  );
}
