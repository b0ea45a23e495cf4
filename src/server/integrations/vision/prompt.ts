/**
 * The one prompt every vision provider gets, and the parsing of its answer (ADR 0031): JSON
 * `{books: [{title, author, genre, description}]}`, possibly inside a ``` fence or with words around it,
 * checked with zod. Anything else throws, so the next provider is tried. Genres map onto the 12
 * add-book genres, else Fiction (`bulkGenre`).
 */
import { z } from 'zod';
import { BOOK_GENRES, bulkGenre } from '@/domain/books';
import type { ShelfBook } from './types';

export const SHELF_PROMPT = [
  'This photo shows books on a shelf or a table.',
  'List every book whose spine or cover is legible enough to read its title.',
  'Answer only JSON of the form {"books": [{"title": "...", "author": "...", "genre": "...", "description": "..."}]}.',
  `genre is one of: ${BOOK_GENRES.join(', ')}.`,
  'description is one sentence about the book, or "" when you do not know it; author is "" when not legible.',
  'Do not invent books that are not visible. When no title is legible, answer {"books": []}.',
].join('\n');

const answerSchema = z.object({
  books: z.array(
    z.object({
      title: z.string(),
      author: z.string().nullish(),
      genre: z.string().nullish(),
      description: z.string().nullish(),
    }),
  ),
});

/** Thrown when a provider's answer is not the JSON asked for. */
export class MalformedAnswer extends Error {}

/** The JSON object in `text`: a fenced block's content, else from the first `{` to the last `}`. */
function jsonText(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) return fenced[1]!.trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/**
 * The books of a provider's answer, trimmed, without empty titles and without repeats (same title and
 * author, case ignored), genres mapped. Throws `MalformedAnswer` for anything that is not the asked JSON.
 */
export function parseShelfAnswer(text: string): ShelfBook[] {
  let json: unknown;
  try {
    json = JSON.parse(jsonText(text));
  } catch {
    throw new MalformedAnswer('The answer is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new MalformedAnswer('The answer is not a list of books');
  const seen = new Set<string>();
  const books: ShelfBook[] = [];
  for (const b of parsed.data.books) {
    const title = b.title.trim();
    const author = (b.author ?? '').trim();
    const key = `${title.toLowerCase()}|${author.toLowerCase()}`;
    if (!title || seen.has(key)) continue;
    seen.add(key);
    books.push({ title, author, genre: bulkGenre(b.genre), description: (b.description ?? '').trim() });
  }
  return books;
}
