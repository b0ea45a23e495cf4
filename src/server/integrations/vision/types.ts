/**
 * Shelf-photo readers (ADR 0031): an AI vision provider reads the spines and covers of one photo and
 * answers the books it sees. Failures throw; the caller moves on to the next provider.
 */

/** One book read from a photo (spec 000 §7 "POST /api/books/analyze-bookshelf"). */
export interface ShelfBook {
  title: string;
  author: string;
  genre: string;
  description: string;
}

/** A suggestion of the answer (src/contract/shelf.ts `shelfBook`). */
export type { ShelfBookAnswer as ShelfSuggestion } from '@/contract/shelf';

/** The photo sent to a provider: a JPEG, base64 without a `data:` prefix. */
export interface ShelfPhoto {
  base64: string;
  mimeType: 'image/jpeg';
}

export interface VisionProvider {
  /** 'openai' | 'gemini' | 'anthropic': for logs, never with the key. */
  name: string;
  /** The raw text answer of the model for `photo`; throws on any error, refusal or timeout. */
  read(photo: ShelfPhoto, signal: AbortSignal): Promise<string>;
}
