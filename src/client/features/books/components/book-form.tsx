/**
 * The Add Book / Edit Book form (spec 000 §2 "Add Book / Edit Book dialog", §5 "Add book", "ISBN"):
 * title, author, ISBN (looked up automatically at 10 or 13 digits, filling only empty fields), genre
 * (the 12 add-book genres), condition (Excellent, Very Good, Good, Fair, Poor), daily fee (minimum 1),
 * optional selling price, description and cover image link. Validated with the contract's
 * `createBookBody`, so every message is the spec's word for word. The fields are in `book-form-fields.tsx`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { createBookBody, type CreateBookInput } from '@/contract/books';
import { BOOK_CONDITIONS, BOOK_GENRES } from '@/domain/books';
import { Button } from '@/client/components/ui/button';
import { Form } from '@/client/components/ui/form';
import { Spinner } from '@/client/components/ui/spinner';
import { EMPTY_BOOK_FORM, type BookFormValues } from '../lib/book-form-values';
import type { BulkBook } from '../lib/bulk-books';
import { conditionLabel, genreLabel } from '../lib/labels';
import { BookChoiceField, BookDescriptionField, BookTextField, IsbnField } from './book-form-fields';
import { ScanBarcodeDialog } from './scan-barcode-dialog';
import { useIsbnAutofill, type IsbnLookup } from './use-isbn-autofill';

interface BookFormProps {
  defaultValues?: BookFormValues;
  submitLabel: string;
  saving: boolean;
  lookupIsbn: IsbnLookup;
  onSubmit: (values: CreateBookInput) => void;
  onCancel: () => void;
  /** When given, the Scan Barcode dialog offers 'Scan many' and hands its review rows here. */
  onScanReview?: (books: BulkBook[]) => void;
}

const resolver = zodResolver(createBookBody) as unknown as Resolver<BookFormValues, unknown, CreateBookInput>;

// input settings, not text
const NO_AUTOCOMPLETE = { autoComplete: 'off' } as const;
const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01' } as const;
const COVER_INPUT = { type: 'url', inputMode: 'url', placeholder: 'https://…' } as const;

/** The form; `onSubmit` gets the validated book. A scanned ISBN is looked up like a typed one. */
export function BookForm({
  defaultValues = EMPTY_BOOK_FORM,
  submitLabel,
  saving,
  lookupIsbn,
  onSubmit,
  onCancel,
  onScanReview,
}: BookFormProps) {
  const { t } = useTranslation('books');
  const form = useForm<BookFormValues, unknown, CreateBookInput>({ resolver, defaultValues });
  const lookupStatus = useIsbnAutofill(form, lookupIsbn);
  const [scanning, setScanning] = useState(false);
  // a scanned ISBN goes into the field as if typed, so the same lookup fills the empty fields
  const scanned = (isbn: string) =>
    form.setValue('isbn', isbn, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const genre = form.watch('genre');
  // A book listed earlier may carry one of the other browse genres: keep it selectable.
  const genres: readonly string[] =
    genre && !(BOOK_GENRES as readonly string[]).includes(genre) ? [...BOOK_GENRES, genre] : BOOK_GENRES;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <IsbnField lookupStatus={lookupStatus} onScan={() => setScanning(true)} />
        <BookTextField name="title" label={t('form.fields.title')} inputProps={NO_AUTOCOMPLETE} />
        <BookTextField name="author" label={t('form.fields.author')} inputProps={NO_AUTOCOMPLETE} />
        <div className="grid grid-cols-2 gap-3">
          <BookChoiceField
            name="genre"
            label={t('form.fields.genre')}
            options={genres}
            placeholder={t('form.selectGenre')}
            optionLabel={(g) => genreLabel(t, g)}
          />
          <BookChoiceField
            name="condition"
            label={t('form.fields.condition')}
            options={BOOK_CONDITIONS}
            placeholder={t('form.selectCondition')}
            optionLabel={(c) => conditionLabel(t, c)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <BookTextField
            name="dailyFee"
            label={t('form.fields.dailyFee')}
            inputProps={{ ...MONEY_INPUT, min: 1 }}
          />
          <BookTextField
            name="sellingPrice"
            label={t('form.fields.sellingPrice')}
            inputProps={{ ...MONEY_INPUT, min: 0, placeholder: t('form.optional') }}
          />
        </div>
        <BookDescriptionField />
        <BookTextField name="coverImageUrl" label={t('form.fields.cover')} inputProps={COVER_INPUT} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner aria-label={t('form.saving')} />}
            {submitLabel}
          </Button>
        </div>
      </form>
      <ScanBarcodeDialog
        open={scanning}
        onOpenChange={setScanning}
        onIsbn={scanned}
        onReview={onScanReview}
      />
    </Form>
  );
}
