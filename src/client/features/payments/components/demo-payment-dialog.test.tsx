import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeServer, installBrowserShims, sentBody } from '@/client/lib/testing';
import { DemoPaymentDialog } from './demo-payment-dialog';

vi.setConfig({ testTimeout: 20_000 });

function renderChooser(payAnswer: Parameters<typeof fakeServer>[0][string]) {
  const server = fakeServer({ 'POST /api/payments/demo/pay': payAnswer });
  const onPaid = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DemoPaymentDialog
        open
        orderId="order_demo_9"
        amount={24_700}
        description='Borrow "The Guide" for 1 week'
        onPaid={onPaid}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { server, onPaid, onCancel };
}

const paid = { status: 200, body: { paymentId: 'pay_demo_9', orderId: 'order_demo_9', method: 'upi' } };
const payButton = () => screen.getByRole('button', { name: 'Pay ₹247.00' });

beforeEach(() => {
  installBrowserShims();
  // Only timeouts (the chooser's delays); clicks use fireEvent, as user-event waits on real timeouts.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DemoPaymentDialog', () => {
  it('offers card (marked Popular), UPI, net banking and wallet; Pay needs a chosen method', async () => {
    renderChooser(paid);
    const dialog = screen.getByRole('dialog', { name: 'Demo Payment' });
    const methods = within(dialog).getAllByRole('radio');
    expect(methods).toHaveLength(4);
    expect(methods[0]).toHaveAccessibleName(/Credit \/ Debit Card.*Popular/);
    expect(methods[1]).toHaveAccessibleName(/^UPI/);
    expect(methods[2]).toHaveAccessibleName(/^Net Banking/);
    expect(methods[3]).toHaveAccessibleName(/^Wallet/);
    expect(within(dialog).getAllByText('Popular')).toHaveLength(1);
    expect(payButton()).toBeDisabled();
  });

  it('processes for 2 s, shows success for 2 s, then hands over the payment and resets', async () => {
    const { server, onPaid } = renderChooser(paid);
    fireEvent.click(screen.getByRole('radio', { name: /^UPI/ }));
    fireEvent.click(payButton());

    expect(screen.getByText('Processing payment…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(sentBody(server)).toEqual({ orderId: 'order_demo_9', method: 'upi' });
    expect(screen.getByText('Processing payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(onPaid).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 'pay_demo_9', orderId: 'order_demo_9' });
    // back to the choice, nothing chosen
    expect(screen.getByRole('radio', { name: /^UPI/ })).not.toBeChecked();
    expect(payButton()).toBeDisabled();
  });

  it("returns to the choice with the server's message when the payment is refused", async () => {
    const { onPaid } = renderChooser({ status: 409, body: { message: 'This order has already been paid' } });
    fireEvent.click(screen.getByRole('radio', { name: /Wallet/ }));
    fireEvent.click(payButton());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('alert')).toHaveTextContent('This order has already been paid');
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('Cancel before paying is a cancel', async () => {
    const { onCancel, onPaid } = renderChooser(paid);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });
});
