/**
 * The review step of the Bulk Book Upload overlay (spec 000 §2, §4 "Bulk upload", §5 "Bulk"): one card
 * per detected book with a checkbox and every field editable; Select All / Clear All. A selected row that
 * breaks the add-book rules shows its field messages.
 */
import { useTranslation } from 'react-i18next';
import { BOOK_CONDITIONS, BOOK_GENRES } from '@/domain/books';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import type { BulkBook, BulkField } from '../lib/bulk-books';
import { conditionLabel, genreLabel } from '../lib/labels';

export interface BulkReviewProps {
  books: BulkBook[];
  /** field messages per row index (selected rows only) */
  errors: Partial<Record<BulkField, string>>[];
  onChange: (index: number, patch: Partial<BulkBook>) => void;
}

const SELECT_CLASS =
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
  const field = (name: BulkField, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={id(name)}>{label}</Label>
      <Input
        id={id(name)}
        value={book[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        onChange={(e) => onChange({ [name]: e.target.value })}
        {...props}
      />
      {errors[name] && (
        <p id={id(`${name}-error`)} className="text-destructive text-xs">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const choice = (
    name: 'genre' | 'condition',
    label: string,
    options: readonly string[],
    optionLabel: (value: string) => string,
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={id(name)}>{label}</Label>
      <select
        id={id(name)}
        className={SELECT_CLASS}
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
  // built outside the JSX: their arguments are field names and input settings, not text
  const fields = {
    title: field('title', t('form.fields.title'), { autoComplete: 'off' }),
    author: field('author', t('form.fields.author'), { autoComplete: 'off' }),
    isbn: field('isbn', t('form.fields.isbn'), {
      inputMode: 'numeric',
      autoComplete: 'off',
      placeholder: book.isbn ? undefined : t('bulk.isbnMissing'),
    }),
    genre: choice('genre', t('form.fields.genre'), BOOK_GENRES, (g) => genreLabel(t, g)),
    condition: choice('condition', t('form.fields.condition'), BOOK_CONDITIONS, (c) => conditionLabel(t, c)),
    dailyFee: field('dailyFee', t('form.fields.dailyFee'), {
      type: 'number',
      inputMode: 'decimal',
      min: 1,
      step: '0.01',
    }),
    sellingPrice: field('sellingPrice', t('form.fields.sellingPrice'), {
      type: 'number',
      inputMode: 'decimal',
      min: 0,
      step: '0.01',
      placeholder: t('form.optional'),
    }),
  };
  return (
    <li
      aria-label={bookLabel(book.title)}
      className={`grid gap-3 rounded-lg border p-3 ${book.selected ? '' : 'opacity-60'}`}
      data-testid="bulk-book"
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id={id('selected')}
          checked={book.selected}
          onCheckedChange={(v) => onChange({ selected: v === true })}
          aria-label={t('bulk.select', { title: book.title || t('bulk.thisBook') })}
        />
        <span className="font-medium">{book.title || bookLabel('')}</span>
      </div>
      {fields.title}
      {fields.author}
      {fields.isbn}
      <div className="grid grid-cols-2 gap-3">
        {fields.genre}
        {fields.condition}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {fields.dailyFee}
        {fields.sellingPrice}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('description')}>{t('form.fields.description')}</Label>
        <Textarea
          id={id('description')}
          rows={2}
          maxLength={5000}
          value={book.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
    </li>
  );
}
