/**
 * Automatic ISBN lookup for the Add Book form (spec 000 §5 "ISBN"): when the member enters an ISBN of
 * 10 or 13 digits, the catalogue is asked (through the server) and only the empty fields are filled
 * (title, author, description, genre, cover). The status drives a spinner and a quiet note.
 * The lookup waits LOOKUP_DELAY_MS after the last keystroke and needs a valid check digit, so typing a
 * 13-digit ISBN does not look up its first ten digits on the way.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CatalogueBook } from '@/contract/catalogue';
import { BROWSE_GENRES, cleanIsbn, isIsbnLookupReady, isValidIsbn } from '@/domain/books';
import type { BookFormValues } from '../lib/book-form-values';

/** Pause after the last keystroke before looking up (ms). */
export const LOOKUP_DELAY_MS = 400;

export type IsbnLookupStatus = 'idle' | 'looking' | 'found' | 'not-found' | 'failed';

/** Looks an ISBN up: the catalogue record, null when none is known; throws when the lookup fails. */
export type IsbnLookup = (isbn: string) => Promise<CatalogueBook | null>;

/** Form fields a catalogue record can fill, and the record's value for each. */
function candidates(found: CatalogueBook): [keyof BookFormValues, string | null][] {
  const genre =
    found.genre && (BROWSE_GENRES as readonly string[]).includes(found.genre) ? found.genre : null;
  return [
    ['title', found.title],
    ['author', found.author],
    ['description', found.description],
    ['genre', genre],
    ['coverImageUrl', found.imageUrl],
  ];
}

/** `lookup` should be stable (memoised) so the watch is not re-subscribed on every render. */
export function useIsbnAutofill(
  form: UseFormReturn<BookFormValues, unknown, unknown>,
  lookup: IsbnLookup,
): IsbnLookupStatus {
  const [status, setStatus] = useState<IsbnLookupStatus>('idle');
  // The ISBN already looked up (or loaded for editing), so it is not asked again.
  const lastIsbn = useRef(cleanIsbn(form.getValues('isbn')));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (isbn: string) => {
      setStatus('looking');
      lookup(isbn).then(
        (found) => {
          if (lastIsbn.current !== isbn) return; // the member typed another ISBN meanwhile
          if (!found) return setStatus('not-found');
          for (const [field, value] of candidates(found)) {
            if (value && form.getValues(field).trim() === '') {
              form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            }
          }
          setStatus('found');
        },
        () => {
          if (lastIsbn.current === isbn) setStatus('failed');
        },
      );
    };
    const subscription = form.watch((values, { name }) => {
      if (name !== 'isbn') return;
      clearTimeout(timer);
      const isbn = cleanIsbn(values.isbn ?? '');
      if (!isIsbnLookupReady(isbn) || !isValidIsbn(isbn)) {
        lastIsbn.current = '';
        setStatus('idle');
        return;
      }
      if (isbn === lastIsbn.current) return;
      timer = setTimeout(() => {
        lastIsbn.current = isbn;
        run(isbn);
      }, LOOKUP_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, lookup]);

  return status;
}
