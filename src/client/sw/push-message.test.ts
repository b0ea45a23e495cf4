import { describe, expect, it } from 'vitest';
import { FALLBACK_TITLE, noticeFromPush, sameOriginUrl } from './push-message';

describe('noticeFromPush', () => {
  it('reads the server’s message', () => {
    expect(
      noticeFromPush({ title: 'Due tomorrow', body: 'Gitanjali', url: '/my-books', tag: 'r-1' }),
    ).toEqual({
      title: 'Due tomorrow',
      body: 'Gitanjali',
      url: '/my-books',
      tag: 'r-1',
    });
  });

  it('still shows something for an empty or malformed message', () => {
    expect(noticeFromPush(null)).toEqual({ title: FALLBACK_TITLE, body: '', url: '/notifications' });
    expect(noticeFromPush({ title: 5, url: ['x'] })).toEqual({
      title: FALLBACK_TITLE,
      body: '',
      url: '/notifications',
    });
  });
});

describe('sameOriginUrl', () => {
  const origin = 'https://hubshelf.example';
  it('resolves a path of the app', () => {
    expect(sameOriginUrl('/rentals/7?tab=lent', origin)).toBe('https://hubshelf.example/rentals/7?tab=lent');
    expect(sameOriginUrl('https://hubshelf.example/books/3', origin)).toBe(
      'https://hubshelf.example/books/3',
    );
  });
  it('never leaves Hubshelf: another site or no link opens the notifications page', () => {
    expect(sameOriginUrl('https://evil.example/x', origin)).toBe('https://hubshelf.example/notifications');
    expect(sameOriginUrl('//evil.example/x', origin)).toBe('https://hubshelf.example/notifications');
    expect(sameOriginUrl(undefined, origin)).toBe('https://hubshelf.example/notifications');
  });
});
