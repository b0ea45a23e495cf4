import { describe, expect, it } from 'vitest';
import { bulkGenre } from '@/domain/books';
import { MalformedAnswer, parseShelfAnswer } from './prompt';

const ONE = { title: 'The Hobbit', author: 'J.R.R. Tolkien', genre: 'Fantasy', description: 'A quest.' };

describe('parseShelfAnswer (ADR 0031)', () => {
  it('reads plain JSON', () => {
    expect(parseShelfAnswer(JSON.stringify({ books: [ONE] }))).toEqual([ONE]);
  });

  it('reads JSON in a fence with words around it', () => {
    const text = `Here are the books:\n\`\`\`json\n${JSON.stringify({ books: [ONE] })}\n\`\`\`\nEnjoy!`;
    expect(parseShelfAnswer(text)).toEqual([ONE]);
  });

  it('fills missing fields, drops empty titles and repeats', () => {
    const text = JSON.stringify({
      books: [{ title: ' Dune ' }, { title: '' }, { title: 'dune', author: null }, ONE],
    });
    expect(parseShelfAnswer(text)).toEqual([
      { title: 'Dune', author: '', genre: 'Fiction', description: '' },
      ONE,
    ]);
  });

  it('refuses junk', () => {
    for (const junk of ['', 'I cannot see any books.', '{"books": "none"}', '{"titles": []}', '[1, 2]'])
      expect(() => parseShelfAnswer(junk)).toThrow(MalformedAnswer);
  });

  it('answers an empty list when the model saw no books', () => {
    expect(parseShelfAnswer('{"books": []}')).toEqual([]);
  });
});

describe('bulkGenre', () => {
  it('keeps an add-book genre, whatever its case', () => {
    expect(bulkGenre('science fiction')).toBe('Science Fiction');
    expect(bulkGenre('Self-Help')).toBe('Self-Help');
  });

  it('maps near names onto the add-book genres', () => {
    expect(bulkGenre('Detective thriller')).toBe('Mystery');
    expect(bulkGenre('Memoir')).toBe('Biography');
  });

  it('answers Fiction for anything else, including the browse-only genres', () => {
    expect(bulkGenre('Cookery')).toBe('Fiction');
    expect(bulkGenre('Poetry')).toBe('Fiction');
    expect(bulkGenre('')).toBe('Fiction');
    expect(bulkGenre(undefined)).toBe('Fiction');
  });
});
