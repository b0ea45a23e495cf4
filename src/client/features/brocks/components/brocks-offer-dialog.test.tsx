import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalCharges } from '@/domain/pricing';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims } from '@/client/lib/testing';
import { BrocksOfferDialog } from './brocks-offer-dialog';

vi.setConfig({ testTimeout: 20_000 });

const RATES_PATH = '/api/admin/brocks-conversion-rates';

function serve(balance: number, rupeesRate = '20', daysRate = '25') {
  return fakeServer({
    [`GET ${RATES_PATH}`]: {
      status: 200,
      body: {
        creditsToRupeesRate: rupeesRate,
        creditsToCommissionFreeRate: daysRate,
        creditsToCommissionFreeDaysRate: daysRate,
        brocksPerRupee: 10,
      },
    },
    'GET /api/user/credits': { status: 200, body: { balance, totalEarned: balance } },
  });
}

// ₹20/day for 7 days: rental fee ₹140, platform fee ₹7 at 5 %
const charges = rentalCharges(2_000, 7, { commissionRate: 5, securityDepositPaise: 10_000 });

function renderDialog(open = true) {
  const onApply = vi.fn();
  const onOpenChange = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <BrocksOfferDialog open={open} onOpenChange={onOpenChange} charges={charges} onApply={onApply} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onApply, onOpenChange, view };
}

const amount = () => screen.getByLabelText('Brocks to use') as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: 'Apply' });

beforeEach(() => installBrowserShims());
afterEach(() => vi.unstubAllGlobals());

describe('BrocksOfferDialog', () => {
  it('fetches the conversion rates only while open', async () => {
    const server = serve(100);
    const { view } = renderDialog(false);
    expect(server).not.toHaveBeenCalled();
    view.rerender(
      <QueryClientProvider client={createQueryClient()}>
        <BrocksOfferDialog open onOpenChange={vi.fn()} charges={charges} onApply={vi.fn()} />
      </QueryClientProvider>,
    );
    await screen.findByRole('radio', { name: /Rupee discount/ });
    expect(server.mock.calls.map(([url]) => String(url))).toContain(RATES_PATH);
  });

  it('shows both modes with their rates; Apply is disabled without a mode', async () => {
    serve(100);
    renderDialog();
    expect(
      await screen.findByRole('radio', { name: /Rupee discount.*20 Brocks = ₹1 off/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Commission-free days.*25 Brocks = 1 day without the platform fee/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You have 100 Brocks. Turn them into a discount on this rental.'),
    ).toBeInTheDocument();
    expect(apply()).toBeDisabled();
    expect(amount()).toBeDisabled();
  });

  it('defaults the amount to the rate when the balance is larger, and to the balance when it is smaller', async () => {
    serve(100);
    const { user, view } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Rupee discount/ }));
    expect(amount().value).toBe('20');
    expect(screen.getByText('You get ₹1 off')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Commission-free days/ }));
    expect(amount().value).toBe('25');
    expect(screen.getByText('You get 1 commission-free day')).toBeInTheDocument();
    view.unmount();

    serve(12);
    const second = renderDialog();
    await second.user.click(await screen.findByRole('radio', { name: /Rupee discount/ }));
    expect(amount().value).toBe('12');
    expect(amount()).toHaveAttribute('max', '12');
    expect(amount()).toHaveAttribute('min', '0');
  });

  it('caps the amount at the balance and rounds the result down', async () => {
    serve(100);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Rupee discount/ }));
    await user.clear(amount());
    await user.type(amount(), '250');
    expect(amount().value).toBe('100');
    expect(screen.getByText('You get ₹5 off')).toBeInTheDocument();
    expect(screen.getByText('Saves ₹5.00 on this rental, using 100 Brocks')).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '59');
    expect(screen.getByText('You get ₹2 off')).toBeInTheDocument();
    expect(screen.getByText('Saves ₹2.00 on this rental, using 40 Brocks')).toBeInTheDocument();
  });

  it('disables Apply at 0 Brocks and refuses fewer Brocks than one rupee costs', async () => {
    serve(100);
    const { user, onApply } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Rupee discount/ }));
    await user.clear(amount());
    expect(amount().value).toBe('0');
    expect(apply()).toBeDisabled();

    await user.type(amount(), '19');
    expect(apply()).toBeEnabled();
    await user.click(apply());
    expect(screen.getByRole('alert')).toHaveTextContent('Use at least 20 Brocks to get ₹1 off.');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses fewer Brocks than one commission-free day costs, and applies a whole day', async () => {
    serve(100);
    const { user, onApply, onOpenChange } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Commission-free days/ }));
    await user.clear(amount());
    await user.type(amount(), '24');
    await user.click(apply());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use at least 25 Brocks for one commission-free day.',
    );
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(amount());
    await user.type(amount(), '60');
    // 2 days × ₹20 × 5 % = ₹2.00 waived, 50 Brocks spent
    expect(screen.getByText('Saves ₹2.00 on this rental, using 50 Brocks')).toBeInTheDocument();
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ offerType: 'commission_free', brocks: 60 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Reset clears the mode and the amount', async () => {
    serve(100);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Rupee discount/ }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('radio', { name: /Rupee discount/ })).not.toBeChecked();
    expect(amount().value).toBe('');
    expect(apply()).toBeDisabled();
    expect(screen.getByText('Choose how to use your Brocks.')).toBeInTheDocument();
  });

  it('says so when the rates cannot be loaded', async () => {
    fakeServer({
      [`GET ${RATES_PATH}`]: { status: 500, body: { message: 'boom' } },
      'GET /api/user/credits': { status: 200, body: { balance: 100, totalEarned: 100 } },
    });
    renderDialog();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your Brocks. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
