/**
 * Fixtures for component tests. A `RentalDetails` (rupees, ISO dates): an active 7-day loan of The Guide from Asha
 * Menon to Ravi Kulkarni at ₹10/day with a ₹100 deposit; `overrides` change any field.
 */
import type { SessionUser } from '@/contract/auth';
import type { RentalDetails } from '@/contract/rentals';

/** The signed-in borrower of `rentalFixture` (Ravi Kulkarni, id 2). */
export const borrowerFixture: SessionUser = {
  id: 2,
  userNumber: 1002,
  name: 'Ravi Kulkarni',
  email: 'ravi@hubshelf.local',
  phone: '9820011002',
  flatWing: 'C-1102',
  buildingName: 'Lakeview Residency',
  detailedAddress: 'Hiranandani Gardens, Powai',
  city: 'Mumbai',
  referredBy: null,
  isAdmin: false,
  profilePicture: null,
  totalReferrals: 0,
  school: null,
  grade: null,
  division: null,
  company: null,
  floor: null,
  building: null,
  createdAt: '2026-01-01T00:00:00Z',
};

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
