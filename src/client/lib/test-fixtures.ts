/**
 * Wire objects for client tests, the one fixture module (ARCHITECTURE §5): a signed-in member, a book, a
 * borrower, a rental and a shelf suggestion as the API answers them (rupees, ISO dates), each with
 * plausible values a test overrides where it matters. Test-only: imported by *.test.tsx files and test helpers, never by the app.
 */
import type { SessionUser } from '@/contract/auth';
import type { Book } from '@/contract/books';
import type { RentalDetails } from '@/contract/rentals';
import type { ShelfBookAnswer } from '@/contract/shelf';

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

/** The signed-in borrower of `rentalFixture` (Ravi Kulkarni, id 2), also the Borrow/Buy dialog's member. */
export const borrowerFixture: SessionUser = testUser({
  id: 2,
  userNumber: 1002,
  name: 'Ravi Kulkarni',
  email: 'ravi@hubshelf.local',
  phone: '9820011002',
  flatWing: 'C-1102',
  buildingName: 'Lakeview Residency',
  detailedAddress: 'Hiranandani Gardens, Powai',
});

/**
 * A `RentalDetails`: an active 7-day loan of The Guide from Asha Menon to Ravi Kulkarni (`borrowerFixture`)
 * at ₹10/day with a ₹100 deposit, picked up on 1 Nov 2026; `overrides` change any field.
 */
export function rentalFixture(overrides: Partial<RentalDetails> = {}): RentalDetails {
  return {
    id: 41,
    status: 'active',
    book: {
      id: 7,
      title: 'The Guide',
      author: 'R. K. Narayan',
      genre: 'Fiction',
      imageUrl: null,
      coverImageUrl: null,
    },
    borrowerId: 2,
    borrower: { name: 'Ravi Kulkarni' },
    lenderId: 1,
    lender: { name: 'Asha Menon' },
    startDate: '2026-11-01T10:00:00.000Z',
    endDate: '2026-11-08T10:00:00.000Z',
    duration: 7,
    dailyFee: 10,
    rentalFee: 70,
    platformFee: 3.5,
    securityDeposit: 100,
    brocksDiscount: 0,
    brocksUsed: 0,
    offerType: null,
    totalAmount: 170,
    lenderAmount: 70,
    paymentMethod: 'card',
    brocksPaid: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    daysLate: 0,
    lateFeeDue: 0,
    lateFee: 0,
    lateFeePaid: 0,
    excessAmount: 0,
    returnRequestedAt: null,
    returnNotes: null,
    returnedAt: null,
    pendingExtensionRequestId: null,
    pickedUpAt: '2026-11-01T10:00:00.000Z',
    cancelledAt: null,
    returnMethod: null,
    ...overrides,
  };
}

/** `rentalFixture` borrowed on 21 Nov 2026 (due 28 Nov) and still waiting for pickup, changed by `overrides`. */
export function awaitingPickupFixture(overrides: Partial<RentalDetails> = {}): RentalDetails {
  return rentalFixture({
    startDate: '2026-11-21T10:00:00.000Z',
    endDate: '2026-11-28T10:00:00.000Z',
    totalAmount: 173.5,
    createdAt: '2026-11-21T10:00:00.000Z',
    pickedUpAt: null,
    ...overrides,
  });
}

/** A book suggested from a shelf photo: The Guide, matched with its ISBN, no spine picture (ADR 0049). */
export function testShelfBook(overrides: Partial<ShelfBookAnswer> = {}): ShelfBookAnswer {
  return {
    title: 'The Guide',
    author: 'R. K. Narayan',
    genre: 'Fiction',
    description: '',
    isbn: '9780143039648',
    imageUrl: '',
    status: 'matched',
    readText: '',
    crop: null,
    ...overrides,
  };
}
