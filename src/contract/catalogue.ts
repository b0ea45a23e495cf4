/**
 * Catalogue lookups wire format (spec 000 §5 "ISBN" automatic lookup, §7 "POST /api/books/find-isbn"
 * and the two public book-metadata lookups). The client asks the server, which asks Google Books, then
 * Open Library, then the books already listed on Hubshelf. `genre` is one of the browse genres when the
 * catalogue's categories fit one, else null.
 */
import { z } from 'zod';
import { isbnField } from './books';
import { defineRoute } from './http';
import { validationMessage } from './messages';

export const CATALOGUE_SOURCES = ['google_books', 'open_library', 'hubshelf'] as const;
export type CatalogueSource = (typeof CATALOGUE_SOURCES)[number];

export const isbnParams = z.object({ isbn: isbnField });

/** A catalogue record for an ISBN. */
export const catalogueBook = z.object({
  isbn13: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string().nullable(),
  genre: z.string().nullable(),
  imageUrl: z.string().nullable(),
  source: z.enum(CATALOGUE_SOURCES),
});
export type CatalogueBook = z.infer<typeof catalogueBook>;

/** Find the ISBN of a title (used by bulk upload; spec 000 §7). `region` is a country code, 'IN' by default. */
export const findIsbnBody = z.object({
  title: z
    .string({ error: validationMessage('catalogue.titleRequired') })
    .trim()
    .min(1, validationMessage('catalogue.titleRequired'))
    .max(300),
  author: z.string().trim().max(300).optional().default(''),
  region: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, validationMessage('catalogue.regionCode'))
    .transform((s) => s.toUpperCase())
    .optional()
    .default('IN'),
});
export type FindIsbnBody = z.input<typeof findIsbnBody>;

export const findIsbnResponse = z.object({
  /** ISBN-13 */
  isbn: z.string(),
  genre: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type FindIsbnResponse = z.infer<typeof findIsbnResponse>;

export const catalogueRoutes = {
  isbn: defineRoute({
    method: 'GET',
    path: '/api/catalogue/isbn/:isbn',
    params: isbnParams,
    response: catalogueBook,
  }),
  findIsbn: defineRoute({
    method: 'POST',
    path: '/api/books/find-isbn',
    body: findIsbnBody,
    response: findIsbnResponse,
  }),
} as const;
