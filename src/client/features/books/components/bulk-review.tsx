/**
 * The review step of the Bulk Book Upload overlay (spec 000 §2, §4 "Bulk upload", §5 "Bulk"): one card
 * per detected book with a checkbox, the reader's picture and status (`bulk-suggestion.tsx`) and every
 * field editable (`BulkBookFields`, also used by the import review of ADR 0051); Select All / Clear All. A
 * selected row that breaks the add-book rules shows its field messages.
 */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOK_CONDITIONS, BOOK_GENRES } from '@/domain/books';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import type { BookFieldValues, BulkBook, BulkField } from '../lib/bulk-books';
import { conditionLabel, genreLabel } from '../lib/labels';
import { SpineStrip, SuggestionPicture, SuggestionStatus } from './bulk-suggestion';

export interface BulkReviewProps {
  books: BulkBook[];
  /** field messages per row index (selected rows only) */
  errors: Partial<Record<BulkField, string>>[];
  onChange: (index: number, patch: Partial<BulkBook>) => void;
}

/** A native select styled like the inputs (the bulk and import reviews). */
export const NATIVE_SELECT_CLASS =
  'border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function BulkReview({ books, errors, onChange }: BulkReviewProps) {
  return (
    <ul className="grid gap-3">
      {books.map((book, i) => (
        <BulkRow key={i} index={i} book={book} errors={errors[i] ?? {}} onChange={(p) => onChange(i, p)} />
      ))}
    </ul>
  );
}

// input settings, not text
const NO_AUTOCOMPLETE = { autoComplete: 'off' } as const;
const ISBN_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;
const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01' } as const;

function BulkRow({
  index,
  book,
  errors,
  onChange,
}: {
  index: number;
  book: BulkBook;
  errors: Partial<Record<BulkField, string>>;
  onChange: (patch: Partial<BulkBook>) => void;
}) {
  const { t } = useTranslation('books');
  const id = (f: string) => `bulk-${index}-${f}`;
  const bookLabel = (title: string) =>
    t('bulk.bookLabel', { number: index + 1, title: title || t('bulk.untitled') });
  return (
    <li
      aria-label={bookLabel(book.title)}
      className={`grid gap-3 rounded-lg border p-3 ${book.selected ? '' : 'border-dashed bg-muted/40'}`}
      data-testid="bulk-book"
    >
      <div className="flex items-start gap-3">
        <SuggestionPicture book={book} />
        <div className="grid min-w-0 flex-1 content-start justify-items-start gap-1.5">
          <div className="flex items-center gap-2">
            <Checkbox
              id={id('selected')}
              checked={book.selected}
              onCheckedChange={(v) => onChange({ selected: v === true })}
              aria-label={t('bulk.select', { title: book.title || t('bulk.thisBook') })}
            />
            <span className="font-medium break-words">{book.title || bookLabel('')}</span>
          </div>
          <SuggestionStatus book={book} />
        </div>
      </div>
      <SpineStrip book={book} />
      <BulkBookFields idPrefix={`bulk-${index}`} book={book} errors={errors} onChange={onChange} />
    </li>
  );
}

export interface BulkBookFieldsProps {
  /** prefix of the fields' element ids, unique on the page (e.g. `bulk-3`) */
  idPrefix: string;
  book: BookFieldValues;
  errors: Partial<Record<BulkField, string>>;
  onChange: (patch: Partial<BookFieldValues>) => void;
}

/**
 * Every add-book field of one row, editable, each with its message under it: title, author, ISBN, genre,
 * condition, daily fee and selling price (rupees, as typed) and description (spec 000 §5 "Bulk"). Shared by
 * the bulk upload review and the import review (ADR 0051).
 */
export function BulkBookFields({ idPrefix, book, errors, onChange }: BulkBookFieldsProps) {
  const { t } = useTranslation('books');
  const id = (f: string) => `${idPrefix}-${f}`;
  const common = { book, errors, id, onChange };
  return (
    <>
      <BulkTextField {...common} name="title" label={t('form.fields.title')} inputProps={NO_AUTOCOMPLETE} />
      <BulkTextField {...common} name="author" label={t('form.fields.author')} inputProps={NO_AUTOCOMPLETE} />
      <BulkTextField
        {...common}
        name="isbn"
        label={t('form.fields.isbn')}
        inputProps={{ ...ISBN_INPUT, placeholder: book.isbn ? undefined : t('bulk.isbnMissing') }}
      />
      <div className="grid grid-cols-2 gap-3">
        <BulkChoiceField
          {...common}
          name="genre"
          label={t('form.fields.genre')}
          options={BOOK_GENRES}
          optionLabel={(g) => genreLabel(t, g)}
        />
        <BulkChoiceField
          {...common}
          name="condition"
          label={t('form.fields.condition')}
          options={BOOK_CONDITIONS}
          optionLabel={(c) => conditionLabel(t, c)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <BulkTextField
          {...common}
          name="dailyFee"
          label={t('form.fields.dailyFee')}
          inputProps={{ ...MONEY_INPUT, min: 1 }}
        />
        <BulkTextField
          {...common}
          name="sellingPrice"
          label={t('form.fields.sellingPrice')}
          inputProps={{ ...MONEY_INPUT, min: 0, placeholder: t('form.optional') }}
        />
      </div>
      <BulkDescriptionField {...common} label={t('form.fields.description')} />
    </>
  );
}

interface RowFieldProps {
  book: BookFieldValues;
  errors: Partial<Record<BulkField, string>>;
  /** the row's element id for a field name */
  id: (field: string) => string;
  onChange: (patch: Partial<BookFieldValues>) => void;
  label: string;
}

/** A labelled input of a row with its message under it. */
function BulkTextField({
  book,
  errors,
  id,
  onChange,
  name,
  label,
  inputProps = {},
}: RowFieldProps & { name: BulkField; inputProps?: ComponentProps<typeof Input> }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id(name)}>{label}</Label>
      <Input
        id={id(name)}
        value={book[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        onChange={(e) => onChange({ [name]: e.target.value })}
        {...inputProps}
      />
      {errors[name] && (
        <p id={id(`${name}-error`)} className="text-destructive text-xs">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

/** A labelled native select of a row (genre, condition). */
function BulkChoiceField({
  book,
  id,
  onChange,
  name,
  label,
  options,
  optionLabel,
}: RowFieldProps & {
  name: 'genre' | 'condition';
  options: readonly string[];
  optionLabel: (value: string) => string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id(name)}>{label}</Label>
      <select
        id={id(name)}
        className={NATIVE_SELECT_CLASS}
        value={book[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The row's description, up to 5000 characters. */
function BulkDescriptionField({ book, id, onChange, label }: RowFieldProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id('description')}>{label}</Label>
      <Textarea
        id={id('description')}
        rows={2}
        maxLength={5000}
        value={book.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
    </div>
  );
}
