import { describe, expect, it, vi } from 'vitest';
import type { Spine } from '@/domain/spines';
import { titleWords } from '@/domain/title-match';
import {
  matchOnline,
  matchSpines,
  MAX_ONLINE_QUERIES,
  ONLINE_BUDGET_MS,
  type Candidate,
  type MatchSources,
} from './matcher';

/** A spine read as `title` (the largest type) and `author`, each one box. */
function spine(title: string, author = ''): Spine {
  const texts = [title, author].filter(Boolean);
  return {
    boxes: texts.map((text) => ({
      text,
      confidence: 0.95,
      corners: [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
    })),
    text: texts.join(' '),
    title,
    author,
    confidence: 0.95,
    bounds: { left: 0, top: 0, width: 1, height: 1 },
  };
}

function book(title: string, isbn = '', ownedByCaller = false): Candidate {
  return { title, author: '', isbn, genre: 'Fiction', description: '', imageUrl: '', ownedByCaller };
}

/** A title search over `books`: those sharing a telling word with the query, as the catalogue's search would. */
const search = (books: Candidate[]) =>
  vi.fn(async (query: string) =>
    books.filter((b) => titleWords(b.title).some((w) => query.split(' ').includes(w))),
  );

function sources(
  listed: Candidate[] = [],
  offline: Candidate[] = [],
  online: MatchSources['online'] = async () => null,
) {
  return { listed: search(listed), offline: search(offline), online: vi.fn(online) };
}

const titlesOf = (matches: { book: Candidate | null }[][]) =>
  matches.map((ms) => ms.map((m) => m.book?.title ?? null));

describe('matchSpines (ADR 0049)', () => {
  it('takes a listed book before the offline catalogue, which is then not asked', async () => {
    const s = sources([book('The Hobbit', '9780261103344', true)], [book('The Hobbit', '9780007525508')]);
    const [[match]] = await matchSpines([spine('THE HOBBIT', 'J.R.R. TOLKIEN')], s);
    expect(match!.book).toMatchObject({ isbn: '9780261103344', ownedByCaller: true });
    expect(s.offline).not.toHaveBeenCalled();
  });

  it('asks the offline catalogue when no listed book is read on the spine', async () => {
    const s = sources([book('The Hobbit Companion')], [book('The Hobbit', '9780007525508')]);
    const [[match]] = await matchSpines([spine('THE HOBBIT', 'J.R.R. TOLKIEN')], s);
    expect(match!.book).toMatchObject({ title: 'The Hobbit', isbn: '9780007525508' });
  });

  it('takes the longest title the spine reads as', async () => {
    const s = sources([book('The Poetry Pharmacy'), book('The Poetry Pharmacy Returns')]);
    const matches = await matchSpines(
      [
        spine('THE POETRY PHARMACY RETURNS', 'WILLIAM SIEGHART'),
        spine('THE POETRY PHARMACY', 'WILLIAM SIEGHART'),
      ],
      s,
    );
    expect(titlesOf(matches)).toEqual([['The Poetry Pharmacy Returns'], ['The Poetry Pharmacy']]);
  });

  it('matches a title split over two neighbouring spines to both', async () => {
    const s = sources([book('A Gentleman in Moscow')]);
    const matches = await matchSpines(
      [spine('THE HOBBIT'), spine('A GENTLEMAN'), spine('IN MOSCOW', 'AMOR TOWLES')],
      s,
    );
    expect(titlesOf(matches)).toEqual([[null], ['A Gentleman in Moscow'], ['A Gentleman in Moscow']]);
  });

  it('does not pair a spine that matched with its neighbour', async () => {
    const s = sources([book('Moscow Rules'), book('Rules of Civility')]);
    const matches = await matchSpines([spine('MOSCOW RULES', 'DANIEL SILVA'), spine('OF CIVILITY')], s);
    expect(titlesOf(matches)).toEqual([['Moscow Rules'], [null]]);
  });

  it('finds two books read on one spine', async () => {
    const s = sources([
      book('Normal People'),
      book('Conversations with Friends'),
      book('Beautiful World, Where Are You'),
    ]);
    const matches = await matchSpines([spine('NORMAL PEOPLE SALLY ROONEY CONVERSATIONS WITH FRIENDS')], s);
    expect(titlesOf(matches)).toEqual([['Conversations with Friends', 'Normal People']]);
    expect(matches[0]![0]!.spine).toBe(matches[0]![1]!.spine);
  });

  it('answers an unmatched spine once, and reports each spine done', async () => {
    const onMatched = vi.fn();
    const matches = await matchSpines(
      [spine('THE MIDNIGHT LIBRARY'), spine('796.422 A1i')],
      sources(),
      onMatched,
    );
    expect(titlesOf(matches)).toEqual([[null], [null]]);
    expect(onMatched).toHaveBeenCalledTimes(2);
  });
});

describe('matchOnline (ADR 0049)', () => {
  const midnight = book('The Midnight Library', '9781786892737');

  it('asks the online search only for the spines still unmatched, by their title guess', async () => {
    const s = sources([book('The Hobbit')], [], async (text) =>
      text === 'THE MIDNIGHT LIBRARY' ? midnight : null,
    );
    const matches = (
      await matchSpines([spine('THE HOBBIT'), spine('THE MIDNIGHT LIBRARY', 'MATT HAIG')], s)
    ).flat();
    await matchOnline(matches, s);
    expect(s.online.mock.calls).toEqual([['THE MIDNIGHT LIBRARY']]);
    expect(matches.map((m) => m.book?.title)).toEqual(['The Hobbit', 'The Midnight Library']);
  });

  it(`asks at most MAX_ONLINE_QUERIES times`, async () => {
    const s = sources();
    const unmatched = Array.from({ length: MAX_ONLINE_QUERIES + 5 }, (_, i) => ({
      spine: spine(`LOST BOOK ${i}`),
      book: null,
    }));
    await matchOnline(unmatched, s);
    expect(s.online).toHaveBeenCalledTimes(MAX_ONLINE_QUERIES);
  });

  it('asks no more once ONLINE_BUDGET_MS have passed', async () => {
    let clock = 1_000_000;
    const s = sources([], [], async () => {
      clock += ONLINE_BUDGET_MS / 4;
      return null;
    });
    const unmatched = Array.from({ length: 10 }, (_, i) => ({ spine: spine(`LOST BOOK ${i}`), book: null }));
    await matchOnline(unmatched, s, () => clock);
    // asked at 0, ¼, ½, ¾ and the whole budget; not after
    expect(s.online).toHaveBeenCalledTimes(5);
  });

  it('refuses an online answer the spine does not read as', async () => {
    const s = sources([], [], async () => book('The Witness'));
    const unmatched = [{ spine: spine('FITNESS'), book: null }];
    await matchOnline(unmatched, s);
    expect(unmatched[0]!.book).toBeNull();
  });
});
