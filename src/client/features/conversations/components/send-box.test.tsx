import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_MESSAGE_MAX } from '@/domain/conversations';
import { SendBox } from './send-box';

vi.setConfig({ testTimeout: 15_000 });

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('SendBox', () => {
  it('sends the trimmed text on Enter and clears the box once sent', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<SendBox onSend={onSend} pending={false} />);
    await userEvent.type(box(), '  Is it the hardback?  {Enter}');
    expect(onSend).toHaveBeenCalledWith({ content: 'Is it the hardback?', photos: [] });
    expect(box()).toHaveValue('');
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<SendBox onSend={onSend} pending={false} />);
    await userEvent.type(box(), 'one{Shift>}{Enter}{/Shift}two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('one\ntwo');
  });

  it('keeps the text when the send fails', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    render(<SendBox onSend={onSend} pending={false} />);
    await userEvent.type(box(), 'keep me{Enter}');
    expect(box()).toHaveValue('keep me');
  });

  it('disables Send while empty and while a send is pending', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    const { rerender } = render(<SendBox onSend={onSend} pending={false} />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), 'hi');
    expect(sendButton()).toBeEnabled();
    rerender(<SendBox onSend={onSend} pending />);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleName('Sending…');
    await userEvent.type(box(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the counter only near the limit and stops at 1,000 characters', async () => {
    render(<SendBox onSend={() => Promise.resolve(true)} pending={false} />);
    await userEvent.click(box());
    await userEvent.paste('a'.repeat(CONVERSATION_MESSAGE_MAX - 150));
    expect(screen.queryByText(/characters? left/)).toBeNull();
    await userEvent.paste('a'.repeat(100));
    expect(screen.getByText('50 characters left')).toBeVisible();
    await userEvent.paste('a'.repeat(80));
    expect(box()).toHaveValue('a'.repeat(CONVERSATION_MESSAGE_MAX));
    expect(screen.getByText('0 characters left')).toBeVisible();
  });

  it('attaches up to 3 photos, sends them without text, and lets one be removed', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<SendBox onSend={onSend} pending={false} />);
    const input = screen.getByTestId('conversation-photo-input');
    await userEvent.upload(input, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);
    expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(2);
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledOnce();
    const sent = (onSend.mock.calls[0] as unknown as [{ content: string; photos: File[] }])[0];
    expect(sent.content).toBe('');
    expect(sent.photos.map((f) => f.name)).toEqual(['a.jpg', 'c.jpg']);
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });
});
