import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ACTION_MESSAGE } from '@/client/lib/offline';
import { OnlineButton } from './online-button';

/** Actions that need the server are disabled offline with the message (ADR 0040). */
describe('OnlineButton', () => {
  const setOnline = (online: boolean) =>
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  afterEach(() => vi.restoreAllMocks());

  it('is disabled offline with the offline message, and enabled again online', () => {
    render(<OnlineButton title="Borrow this book">Borrow Book</OnlineButton>);
    const button = screen.getByRole('button', { name: 'Borrow Book' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('title', 'Borrow this book');

    setOnline(false);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_ACTION_MESSAGE);

    setOnline(true);
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('title', 'Borrow this book');
  });

  it('keeps its own reason to be disabled online', () => {
    render(<OnlineButton disabled>Buy</OnlineButton>);
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });
});
