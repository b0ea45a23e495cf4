/** The Borrow/Buy dialog's cost lines (spec 000 §9; ADR 0028: the commission-free line replaces a ₹0.00 platform fee). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteBorrow, quotePurchase, type OfferRates } from '@/domain/pricing';
import { CostBreakdown } from './cost-breakdown';

const settings = { commissionRate: 5, securityDepositPaise: 10_000 };
const rates: OfferRates = { creditsToRupeesRate: 10, creditsToCommissionFreeRate: 25 };
const borrowCost = (commissionFree: boolean) => ({
  type: 'borrow' as const,
  quote: quoteBorrow(1_000, 7, null, settings, rates, { commissionFree, creditBalancePaise: 0 }),
});

describe('CostBreakdown', () => {
  it('shows the platform fee at its rate outside a commission-free period', () => {
    render(<CostBreakdown loading={false} problem={null} cost={borrowCost(false)} />);
    expect(screen.getByText('Platform fee (5%)')).toBeInTheDocument();
    expect(screen.getByTestId('cost-total')).toHaveTextContent('₹173.50');
  });

  it('in a commission-free period shows "Commission-free until …" instead of a ₹0.00 platform fee', () => {
    render(
      <CostBreakdown
        loading={false}
        problem={null}
        cost={borrowCost(true)}
        commissionFreeUntil="2026-12-01T00:00:00.000Z"
      />,
    );
    expect(screen.queryByText(/^Platform fee/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Commission-free until /)).toBeInTheDocument();
    expect(screen.getByTestId('cost-total')).toHaveTextContent('₹170.00');
  });

  it('keeps the ₹0.00 platform fee line when the end of the period is not known', () => {
    render(<CostBreakdown loading={false} problem={null} cost={borrowCost(true)} />);
    expect(screen.getByText('Platform fee (5%)')).toBeInTheDocument();
  });

  it('a purchase in a commission-free period shows the price and the period', () => {
    const cost = {
      type: 'buy' as const,
      quote: quotePurchase(20_000, settings, { commissionFree: true, creditBalancePaise: 0 }),
    };
    render(
      <CostBreakdown
        loading={false}
        problem={null}
        cost={cost}
        commissionFreeUntil="2026-12-01T00:00:00.000Z"
      />,
    );
    expect(screen.getByText('Price')).toBeInTheDocument();
    expect(screen.queryByText(/^Platform fee/)).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-total')).toHaveTextContent('₹200.00');
  });
});
