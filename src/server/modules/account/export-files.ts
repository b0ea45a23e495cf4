/**
 * Turning the member's rows into the files of 'Download my data' (ADR 0052): CSV through papaparse, books.csv
 * in Goodreads's export columns so it re-imports (ADR 0051), and the README that explains every file, in
 * English and Hindi.
 */
import Papa from 'papaparse';
import type { ExportRow } from './export-queries';

/**
 * A CSV file of `rows` with `columns` as its header (written even when there are no rows). Cells starting
 * with =, +, - or @ get a leading ' so a spreadsheet never runs another member's name as a formula.
 */
export function toCsv(rows: readonly ExportRow[], columns: readonly string[]): string {
  // as arrays, header first: `{ fields, data: [] }` would end the header with a stray line break
  const data = [[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))];
  return Papa.unparse(data, { escapeFormulae: true });
}

/** Goodreads's export header, in its order (the columns the ADR 0051 importer recognises). */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** Goodreads writes ISBNs as ="…" so spreadsheets keep the leading zeros; an empty one is ="". */
const goodreadsIsbn = (isbn: string): string => `="${isbn}"`;

/** 'Surname, Given' from 'Given Surname' (Goodreads's `Author l-f`). */
function lastFirst(author: string): string {
  const parts = author.trim().split(/\s+/);
  if (parts.length < 2) return author.trim();
  return `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`;
}

/**
 * books.csv: one Goodreads row per book the member lists or listed. `Exclusive Shelf` is `read` and
 * `Owned Copies` 1 so the ADR 0051 importer offers every row; ISBN holds the 10-digit form when the book
 * was entered with one. Hubshelf's own fields (condition, fees, genre, status) go in `Private Notes`.
 */
export function booksCsv(rows: readonly ExportRow[]): string {
  const data = rows.map((b) => {
    const isbn = String(b.isbn ?? '');
    const notes = [
      `Condition: ${String(b.condition)}`,
      `Genre: ${String(b.genre)}`,
      `Daily fee: ₹${String(b.daily_fee)}`,
      b.selling_price ? `Selling price: ₹${String(b.selling_price)}` : null,
      `Status: ${String(b.status)}`,
    ].filter(Boolean);
    const cells: Record<(typeof GOODREADS_COLUMNS)[number], string | number> = {
      'Book Id': Number(b.id),
      Title: String(b.title),
      Author: String(b.author),
      'Author l-f': lastFirst(String(b.author)),
      'Additional Authors': '',
      ISBN: goodreadsIsbn(isbn.length === 10 ? isbn : ''),
      ISBN13: goodreadsIsbn(String(b.isbn13 ?? '')),
      'My Rating': Number(b.my_rating ?? 0),
      'Average Rating': '',
      Publisher: '',
      Binding: '',
      'Number of Pages': '',
      'Year Published': '',
      'Original Publication Year': '',
      'Date Read': '',
      'Date Added': String(b.date_added ?? ''),
      Bookshelves: 'hubshelf',
      'Bookshelves with positions': '',
      'Exclusive Shelf': 'read',
      'My Review': '',
      Spoiler: '',
      'Private Notes': notes.join('; '),
      'Read Count': 1,
      'Owned Copies': 1,
    };
    return GOODREADS_COLUMNS.map((c) => cells[c]);
  });
  return Papa.unparse([[...GOODREADS_COLUMNS], ...data]);
}

/** What each file holds: its name, then the English and the Hindi line. */
const FILES: readonly (readonly [string, string, string])[] = [
  [
    'profile.json',
    'Your account: name, e-mail, phone, address, hubs, balances, badges, handover times, feedback.',
    'आपका खाता: नाम, ई-मेल, फ़ोन, पता, हब, बैलेंस, बैज, किताब देने-लेने का समय, आपकी प्रतिक्रिया।',
  ],
  [
    'books.csv',
    'Your books in Goodreads columns: import this file into Goodreads, The StoryGraph or Hubshelf again.',
    'आपकी किताबें Goodreads के कॉलम में: इस फ़ाइल को Goodreads, The StoryGraph या फिर से Hubshelf में इम्पोर्ट करें।',
  ],
  [
    'rentals.csv',
    'Every rental, as borrower and as owner (the Role column), with fees and dates.',
    'हर किराया, उधार लेने वाले और मालिक दोनों रूप में (Role कॉलम), शुल्क और तारीख़ों के साथ।',
  ],
  [
    'deposit-claims.csv',
    'Deposit claims on your rentals, either side, with your own words.',
    'आपके किरायों पर जमा-राशि के दावे, दोनों ओर से, आपके अपने शब्दों के साथ।',
  ],
  ['purchases.csv', 'Books you bought and sold.', 'आपने जो किताबें ख़रीदीं और बेचीं।'],
  ['payments.csv', 'Your payments, their receipts and refunds.', 'आपके भुगतान, उनकी रसीदें और रिफ़ंड।'],
  ['money-ledger.csv', 'Your credits, earnings and refunds in rupees.', 'रुपयों में आपके क्रेडिट, कमाई और रिफ़ंड।'],
  [
    'brocks-ledger.csv',
    'Every Brocks you earned or spent, with the running balance.',
    'आपके कमाए या ख़र्च किए हर Brocks, चालू बैलेंस के साथ।',
  ],
  ['reviews.csv', 'Reviews you wrote.', 'आपकी लिखी समीक्षाएँ।'],
  ['wishlist.csv', 'Your wishlist.', 'आपकी इच्छा-सूची।'],
  [
    'alerts.csv',
    'Books you asked to be told about when they are free.',
    'वे किताबें जिनके ख़ाली होने की सूचना आपने माँगी।',
  ],
  [
    'messages.json',
    'What you wrote in hub chat and in conversations about books.',
    'हब चैट और किताबों की बातचीत में आपने जो लिखा।',
  ],
  [
    'notifications.csv',
    "Notifications Hubshelf sent you; one quoting another member's words keeps only its title.",
    'Hubshelf ने आपको जो सूचनाएँ भेजीं; जिनमें किसी दूसरे सदस्य के शब्द थे, उनका केवल शीर्षक है।',
  ],
  [
    'preferences.json',
    'Your language, favourite genres and notification settings.',
    'आपकी भाषा, पसंदीदा विधाएँ और सूचना सेटिंग।',
  ],
  [
    'sessions.csv',
    'Devices signed in to your account and when each was last used (no secrets).',
    'आपके खाते में साइन-इन किए उपकरण और हर एक का आख़िरी उपयोग (कोई गुप्त जानकारी नहीं)।',
  ],
  ['blocks.csv', 'Members you blocked.', 'जिन सदस्यों को आपने ब्लॉक किया।'],
  ['reports.csv', 'Reports you made and what was decided.', 'आपकी की गई शिकायतें और उन पर निर्णय।'],
  [
    'photos/',
    'Photos you uploaded: your picture, rental and claim photos you took, photos you sent in chats.',
    'आपकी अपलोड की गई तस्वीरें: आपकी प्रोफ़ाइल फ़ोटो, किराये और दावे की तस्वीरें, बातचीत में भेजी तस्वीरें।',
  ],
];

/**
 * README.txt: when the export was made and what each file holds, in English and in Hindi, the member's
 * `language` ('en' | 'hi', ADR 0042) first. Another member appears by display name only; times are UTC;
 * money is in rupees.
 */
export function readme(memberName: string, madeAt: Date, language: string | null): string {
  const when = madeAt.toISOString();
  const width = Math.max(...FILES.map(([name]) => name.length)) + 2;
  const lines = (i: 1 | 2) => FILES.map((f) => `${f[0].padEnd(width)}${f[i]}`);
  const english = [
    `Hubshelf: your data (${memberName}), made ${when}`,
    '',
    'Other members appear by display name only. Times are UTC (ISO 8601). Money is in rupees (₹).',
    '',
    ...lines(1),
  ];
  const hindi = [
    `Hubshelf: आपका डेटा (${memberName}), ${when} को बनाया गया`,
    '',
    'दूसरे सदस्य केवल अपने दिखाए गए नाम से हैं। समय UTC (ISO 8601) में है। रकम रुपयों (₹) में है।',
    '',
    ...lines(2),
  ];
  const [first, second] = language === 'hi' ? [hindi, english] : [english, hindi];
  return [...first, '', '----', '', ...second, ''].join('\r\n');
}
