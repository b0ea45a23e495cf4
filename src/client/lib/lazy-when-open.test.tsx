/**
 * `lazyWhenOpen` (ADR 0065): a dialog's code is not fetched while the dialog has never opened, is fetched
 * at the first open, and the dialog stays mounted (closed) after.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenOpen } from './lazy-when-open';

function Dialog({ open, label }: { open: boolean; label: string }) {
  return <p>{`${label} ${open ? 'open' : 'closed'}`}</p>;
}

describe('lazyWhenOpen', () => {
  it('fetches the code at the first open only, then keeps the component mounted', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyWhenOpen(load);
    const view = render(<Lazy open={false} label="Add Book" />);
    expect(load).not.toHaveBeenCalled();
    expect(view.container).toBeEmptyDOMElement();

    view.rerender(<Lazy open label="Add Book" />);
    expect(await screen.findByText('Add Book open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    view.rerender(<Lazy open={false} label="Add Book" />);
    expect(screen.getByText('Add Book closed')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when it starts open', async () => {
    const Lazy = lazyWhenOpen(() => Promise.resolve(Dialog));
    render(<Lazy open label="Feedback" />);
    expect(await screen.findByText('Feedback open')).toBeInTheDocument();
  });
});
