/**
 * Publishers, imprints and series names printed on book spines, and library shelf marks: text on a spine
 * that is neither title nor author (ADR 0049). The shelf reader leaves a box out of the spine's title and
 * author when `isPublisherText` says so. Names are lower case, without punctuation or accents.
 */
import { normaliseWords } from './title-match';

/** Publishers and imprints seen on spines in India, the UK and the US (lower case, words as normalised). */
export const PUBLISHERS: readonly string[] = [
  'penguin',
  'puffin',
  'vintage',
  'scholastic',
  'harper',
  'harpercollins',
  'harper collins',
  'harperperennial',
  'bloomsbury',
  'picador',
  'faber',
  'faber and faber',
  'faber faber',
  'macmillan',
  'pan',
  'pan macmillan',
  'random house',
  'penguin random house',
  'anchor',
  'bantam',
  'tor',
  'orbit',
  'del rey',
  'signet',
  'dover',
  'wordsworth',
  'hachette',
  'simon schuster',
  'simon and schuster',
  'rupa',
  'jaico',
  'westland',
  'arihant',
  'everyman',
  'everymans',
  'oneworld',
  'viking',
  'hamish hamilton',
  'jonathan cape',
  'chatto windus',
  'fourth estate',
  'abacus',
  'headline',
  'corgi',
  'arrow',
  'black swan',
  'little brown',
  'mariner',
  'knopf',
  'doubleday',
  'atria',
  'ballantine',
  'berkley',
  'martins',
  'viz',
  'viz media',
  'yen press',
  'kodansha',
  'seven seas',
  'pearson',
  'mcgraw hill',
  'wiley',
  'oxford',
  'oxford university',
  'cambridge',
  'cambridge university',
  'routledge',
  'sage',
  'springer',
  'oreilly',
  'starch',
  'ladybird',
  'usborne',
  'egmont',
  'hodder',
  'hodder stoughton',
  'quercus',
  'canongate',
  'granta',
  'virago',
  'vintage classics',
  'penguin classics',
  'oxford worlds classics',
  'collins',
  'collins classics',
  'alma classics',
  'orion',
  'gollancz',
  'ebury',
  'allen lane',
  'john murray',
  'seagull',
  'aleph',
  'speaking tiger',
  'juggernaut',
  'manjul',
  'fingerprint',
  'srishti',
  'rupa publications',
  'prakash',
  'bodley head',
  'michael joseph',
  'transworld',
  'comics',
  'marvel',
  'dark horse',
  'british museum',
  'alianza',
  'anagrama',
  'planeta',
  'debolsillo',
  'paidotribo',
  'tusquets',
  'salamandra',
];

/** Words that go with a publisher's name without being one: 'Penguin Books', 'Oxford University Press'. */
const GENERIC_WORDS = new Set([
  'books',
  'book',
  'press',
  'publishing',
  'publishers',
  'publications',
  'classics',
  'modern',
  'edition',
  'editions',
  'editorial',
  'group',
  'house',
  'ltd',
  'inc',
  'paperback',
  'paperbacks',
  'india',
  'usa',
  'media',
  'childrens',
  'kids',
  'the',
  'and',
]);

const NAMES = new Set(PUBLISHERS);

/** A shelf mark or code: few words, a good share of them digits ('796.422 A1i', '82-31 Gar'). */
function isShelfMark(text: string): boolean {
  const chars = text.replace(/\s/g, '');
  const digits = chars.replace(/\D/g, '').length;
  return chars.length > 0 && digits >= 0.3 * chars.length && text.trim().split(/\s+/).length <= 3;
}

/**
 * Whether a box's text names only a publisher, an imprint or a series label ('PENGUIN CLASSICS',
 * 'Scholastic', 'Faber & Faber', 'Oxford University Press'), or is a library shelf mark. A title that
 * merely contains such a word ('The Penguin Lessons') is not.
 */
export function isPublisherText(text: string): boolean {
  if (isShelfMark(text)) return true;
  const words = normaliseWords(text);
  if (words.length === 0) return false;
  if (NAMES.has(words.join(' '))) return true;
  const named = words.filter((w) => !GENERIC_WORDS.has(w));
  return named.length > 0 && named.length < words.length && NAMES.has(named.join(' '));
}
