import { describe, expect, it } from 'vitest';
import { showsFloatingAddBook } from './floating-add-book-button';

describe('showsFloatingAddBook', () => {
  it('hides the button on /society-chat/ paths and in a chat room', () => {
    expect(showsFloatingAddBook('/society-chat/4')).toBe(false);
    expect(showsFloatingAddBook('/societies/4/chat')).toBe(false);
  });

  it('shows it elsewhere, the chat picker and the hubs page included', () => {
    for (const path of ['/', '/browse', '/chat', '/societies', '/societies/4']) {
      expect(showsFloatingAddBook(path)).toBe(true);
    }
  });
});
