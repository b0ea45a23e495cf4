/**
 * Access-matrix rows of importing a library (ADR 0051; ADR 0038), spread into `ACCESS_MATRIX`. Any
 * signed-in member may upload (the matrix's request is not multipart, so they get 400); the fixture's
 * import is the owner's, and anyone else, administrators included, is answered 404 on its routes (an import
 * is not theirs to know of). Types only from access-matrix.ts (it imports this file).
 */
import type { AccessFixture, Caller } from './access-fixture';
import type { AccessRule } from './access-matrix';

const SIGNED_IN: readonly Caller[] = ['member', 'hubMember', 'owner', 'borrower', 'lender', 'admin'];

/** Only the uploader; everyone else signed in gets 404. */
const uploader = (extra: Partial<AccessRule> = {}): AccessRule => ({
  allow: ['owner'],
  denied: 404,
  params: (f: AccessFixture) => ({ id: f.importId }),
  ...extra,
});

/** A book to list from row 99, which the fixture's import has not: the uploader gets 400, nothing is added. */
const unknownRow = () => ({
  rows: [
    {
      rowNo: 99,
      book: {
        title: 'Swami and Friends',
        author: 'R. K. Narayan',
        isbn: '9780226568317',
        genre: 'Fiction',
        condition: 'Good',
        dailyFee: 8,
        sellingPrice: null,
      },
    },
  ],
});

export const IMPORTS_ACCESS: Record<string, AccessRule> = {
  'POST /api/imports': { allow: SIGNED_IN, denied: 403 },
  'GET /api/imports/:id': uploader(),
  'POST /api/imports/:id/match': uploader(),
  'POST /api/imports/:id/commit': uploader({ body: unknownRow }),
  'GET /api/imports/:id/leftovers.csv': uploader(),
};
