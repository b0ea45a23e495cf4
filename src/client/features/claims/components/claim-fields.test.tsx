import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RentalDetails } from '@/contract/rentals';
import { fakeServer, renderWithProviders } from '@/client/lib/testing';
import { ClaimFields, claimableRupees, claimOf, EMPTY_CLAIM, type ClaimDraft } from './claim-fields';

const rental = (deposit: number, lateFeeDue: number) =>
  ({ id: 1, securityDeposit: deposit, lateFeeDue }) as RentalDetails;

describe('the owner’s claim fields', () => {
  it('allow at most what is left of the deposit after the unpaid late fee', () => {
    expect(claimableRupees(rental(100, 0))).toBe(100);
    expect(claimableRupees(rental(100, 20.5))).toBe(79.5);
    expect(claimableRupees(rental(100, 150))).toBe(0);
  });

  it('send a claim only when switched on, with the reason trimmed', () => {
    expect(claimOf(EMPTY_CLAIM)).toBeNull();
    expect(claimOf({ enabled: true, amount: '40', reason: '  Torn cover, pages missing ' })).toEqual({
      amountRupees: 40,
      reason: 'Torn cover, pages missing',
    });
  });

  it('show nothing when no deposit is left, and the amount and reason once switched on', async () => {
    function Harness({ r }: { r: RentalDetails }) {
      const [draft, setDraft] = useState<ClaimDraft>(EMPTY_CLAIM);
      return <ClaimFields rental={r} value={draft} onChange={setDraft} />;
    }
    fakeServer({ 'GET /api/rentals/1/photos': { status: 200, body: [] } });
    const { unmount } = renderWithProviders(<Harness r={rental(100, 150)} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    renderWithProviders(<Harness r={rental(100, 0)} />);
    expect(screen.queryByLabelText('Amount to claim (₹)')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Claim part of the deposit/ }));
    expect(screen.getByLabelText('Amount to claim (₹)')).toHaveAttribute('max', '100');
    expect(
      screen.getByText('At most ₹100.00: what is left of the deposit after late fees.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What happened to the book')).toBeRequired();
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add photo')).toHaveAttribute('capture', 'environment');
  });
});
