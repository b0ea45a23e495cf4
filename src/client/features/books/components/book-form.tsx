/**
 * The Add Book / Edit Book form (spec 000 §2 "Add Book / Edit Book dialog", §5 "Add book", "ISBN"):
 * title, author, ISBN (looked up automatically at 10 or 13 digits, filling only empty fields), genre
 * (the 12 add-book genres), condition (Excellent, Very Good, Good, Fair, Poor), daily fee (minimum 1),
 * optional selling price, description and cover image link. Validated with the contract's
 * `createBookBody`, so every message is the spec's word for word.
 */
import { useState, type ComponentProps } from 'react';
import { ScanBarcode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { createBookBody, type CreateBookInput } from '@/contract/books';
import { BOOK_CONDITIONS, BOOK_GENRES } from '@/domain/books';
import { Button } from '@/client/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { EMPTY_BOOK_FORM, type BookFormValues } from '../lib/book-form-values';
import { conditionLabel, genreLabel } from '../lib/labels';
import { ScanBarcodeDialog } from './scan-barcode-dialog';
import { useIsbnAutofill, type IsbnLookup, type IsbnLookupStatus } from './use-isbn-autofill';

interface BookFormProps {
  defaultValues?: BookFormValues;
  submitLabel: string;
  saving: boolean;
  lookupIsbn: IsbnLookup;
  onSubmit: (values: CreateBookInput) => void;
  onCancel: () => void;
}

const resolver = zodResolver(createBookBody) as unknown as Resolver<BookFormValues, unknown, CreateBookInput>;

/** The note under the ISBN field after a lookup, as `books` catalogue keys. */
const LOOKUP_NOTES: Partial<Record<IsbnLookupStatus, string>> = {
  'not-found': 'form.lookupNotFound',
  failed: 'form.lookupFailed',
};

type TextFieldName = Exclude<keyof BookFormValues, 'genre' | 'condition'>;

export function BookForm({
  defaultValues = EMPTY_BOOK_FORM,
  submitLabel,
  saving,
  lookupIsbn,
  onSubmit,
  onCancel,
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

  const text = (name: TextFieldName, label: string, props: ComponentProps<typeof Input> = {}) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} {...props} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const choice = (
    name: 'genre' | 'condition',
    label: string,
    options: readonly string[],
    placeholder: string,
    optionLabel: (value: string) => string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent position="popper" className="max-h-72">
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {optionLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  // built outside the JSX: their arguments are field names and input settings, not text
  const fields = {
    title: text('title', t('form.fields.title'), { autoComplete: 'off' }),
    author: text('author', t('form.fields.author'), { autoComplete: 'off' }),
    genre: choice('genre', t('form.fields.genre'), genres, t('form.selectGenre'), (g) => genreLabel(t, g)),
    condition: choice(
      'condition',
      t('form.fields.condition'),
      BOOK_CONDITIONS,
      t('form.selectCondition'),
      (c) => conditionLabel(t, c),
    ),
    dailyFee: text('dailyFee', t('form.fields.dailyFee'), {
      type: 'number',
      inputMode: 'decimal',
      min: 1,
      step: '0.01',
    }),
    sellingPrice: text('sellingPrice', t('form.fields.sellingPrice'), {
      type: 'number',
      inputMode: 'decimal',
      min: 0,
      step: '0.01',
      placeholder: t('form.optional'),
    }),
    cover: text('coverImageUrl', t('form.fields.cover'), {
      type: 'url',
      inputMode: 'url',
      placeholder: 'https://…',
    }),
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="isbn"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.fields.isbn')}</FormLabel>
              <div className="flex gap-2">
                <div className="relative flex-1">
                  <FormControl>
                    <Input
                      {...field}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={t('form.isbnPlaceholder')}
                      className="pr-9"
                    />
                  </FormControl>
                  {lookupStatus === 'looking' && (
                    <Spinner
                      aria-label={t('form.lookingUp')}
                      className="absolute top-1/2 right-3 -translate-y-1/2"
                    />
                  )}
                </div>
                <Button type="button" variant="outline" onClick={() => setScanning(true)}>
                  <ScanBarcode aria-hidden="true" />
                  {t('scan.open')}
                </Button>
              </div>
              <FormDescription>{t('form.isbnHint')}</FormDescription>
              {LOOKUP_NOTES[lookupStatus] && (
                <p role="status" className="text-muted-foreground text-sm">
                  {t(LOOKUP_NOTES[lookupStatus])}
                </p>
              )}
              <FormMessage />
            </FormItem>
          )}
        />
        {fields.title}
        {fields.author}
        <div className="grid grid-cols-2 gap-3">
          {fields.genre}
          {fields.condition}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {fields.dailyFee}
          {fields.sellingPrice}
        </div>
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.fields.description')}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} maxLength={5000} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {fields.cover}
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
      <ScanBarcodeDialog open={scanning} onOpenChange={setScanning} onIsbn={scanned} />
    </Form>
  );
}
