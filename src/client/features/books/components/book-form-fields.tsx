/**
 * The fields of the Add Book / Edit Book form (spec 000 §2 "Add Book / Edit Book dialog", §5 "Add book",
 * "ISBN"), bound to the form around them: a text input, a select (genre, condition), the description and
 * the ISBN field with its lookup spinner, Scan Barcode button and lookup note. Texts from the `books`
 * catalogue (ADR 0042); the field messages are the contract's (`createBookBody`).
 */
import type { ComponentProps } from 'react';
import { ScanBarcode } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateBookInput } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { SelectField } from '@/client/components/select-field';
import { SelectItem } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import type { BookFormValues } from '../lib/book-form-values';
import type { IsbnLookupStatus } from './use-isbn-autofill';

/** The note under the ISBN field after a lookup, as `books` catalogue keys. */
const LOOKUP_NOTES: Partial<Record<IsbnLookupStatus, string>> = {
  'not-found': 'form.lookupNotFound',
  failed: 'form.lookupFailed',
};

const useBookForm = () => useFormContext<BookFormValues, unknown, CreateBookInput>();

interface BookTextFieldProps {
  name: Exclude<keyof BookFormValues, 'genre' | 'condition'>;
  label: string;
  /** the input's settings (type, inputMode, min, step, placeholder…) */
  inputProps?: ComponentProps<typeof Input>;
}

/** A labelled input for the form field `name`, with its message. */
export function BookTextField({ name, label, inputProps = {} }: BookTextFieldProps) {
  const form = useBookForm();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} {...inputProps} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

interface BookChoiceFieldProps {
  name: 'genre' | 'condition';
  label: string;
  options: readonly string[];
  placeholder: string;
  /** the option's text in the screen's language */
  optionLabel: (value: string) => string;
}

/** A labelled select of `options` for the form field `name`, with its message. */
export function BookChoiceField({ name, label, options, placeholder, optionLabel }: BookChoiceFieldProps) {
  const form = useBookForm();
  return (
    <SelectField control={form.control} name={name} label={label} placeholder={placeholder}>
      {options.map((option) => (
        <SelectItem key={option} value={option}>
          {optionLabel(option)}
        </SelectItem>
      ))}
    </SelectField>
  );
}

/** The description, up to 5000 characters. */
export function BookDescriptionField() {
  const { t } = useTranslation('books');
  const form = useBookForm();
  return (
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
  );
}

interface IsbnFieldProps {
  lookupStatus: IsbnLookupStatus;
  /** opens the barcode scanner */
  onScan: () => void;
}

/** The ISBN with a spinner while it is looked up, Scan Barcode, the hint and the lookup's note. */
export function IsbnField({ lookupStatus, onScan }: IsbnFieldProps) {
  const { t } = useTranslation('books');
  const form = useBookForm();
  return (
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
            <Button type="button" variant="outline" onClick={onScan}>
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
  );
}
