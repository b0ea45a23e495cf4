/**
 * Wire objects for client tests: a signed-in member and a book as the API answers them, each with
 * plausible values a test overrides where it matters. Test-only: imported by *.test.tsx files and test
 * helpers, never by the app.
 */
import type { SessionUser } from '@/contract/auth';
import type { Book } from '@/contract/books';

/** A member with a complete address and no admin rights, changed by `overrides`. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    userNumber: 1007,
    name: 'Meera Nair',
    email: 'meera@example.com',
    phone: '9820000007',
    flatWing: 'B-2',
    buildingName: 'Palm Grove',
    detailedAddress: 'Near the lake, Powai',
    city: 'Mumbai',
    referredBy: null,
    isAdmin: false,
    profilePicture: null,
    createdAt: '2026-01-01T00:00:00Z',
    totalReferrals: 0,
    school: null,
    grade: null,
    division: null,
    company: null,
    floor: null,
    building: null,
    ...overrides,
  };
}

/** A listed, available book of another member, not for sale and not held, changed by `overrides`. */
export function testBook(overrides: Partial<Book> = {}): Book {
  return {
    id: 3,
    title: 'The Guide',
    author: 'R. K. Narayan',
    isbn: '9780143039648',
    genre: 'Fiction',
    description: null,
    imageUrl: null,
    coverImageUrl: null,
    condition: 'Good',
    dailyFee: 12.5,
    sellingPrice: null,
    isAvailable: true,
    reservedUntil: null,
    reservedForYou: false,
    status: 'listed',
    ownerId: 9,
    owner: { name: 'Asha Menon' },
    societyId: 1,
    hubType: 'society',
    hubName: 'Palm Grove',
    averageRating: null,
    reviewCount: 0,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}
