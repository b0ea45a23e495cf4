import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import { MessageText } from '@/client/components/message-text';

vi.setConfig({ testTimeout: 15_000 });

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /Send|Sending/ });

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the box once sent', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Composer onSend={onSend} pending={false} />);
    await userEvent.type(box(), '  Hello hub  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello hub');
    expect(box()).toHaveValue('');
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Composer onSend={onSend} pending={false} />);
    await userEvent.type(box(), 'one{Shift>}{Enter}{/Shift}two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('one\ntwo');
  });

  it('keeps the text when the send fails', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    render(<Composer onSend={onSend} pending={false} />);
    await userEvent.type(box(), 'keep me{Enter}');
    expect(box()).toHaveValue('keep me');
  });

  it('disables Send while the text is blank and while a send is pending', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    const { rerender } = render(<Composer onSend={onSend} pending={false} />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), 'hi');
    expect(sendButton()).toBeEnabled();
    rerender(<Composer onSend={onSend} pending />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('MessageText', () => {
  it('links http(s) addresses to a new tab without opener or referrer', () => {
    render(<MessageText content="Catalogue at https://example.org/books today" />);
    const link = screen.getByRole('link', { name: 'https://example.org/books' });
    expect(link).toHaveAttribute('href', 'https://example.org/books');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows javascript: and markup as text, never as links or HTML', () => {
    const { container } = render(<MessageText content="<b>bold</b> javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>bold</b> javascript:alert(1)');
  });
});
