import { describe, expect, it } from 'vitest';
import { hasMemberRoute } from '../has-member-route';
import { i18n } from '@/client/i18n/i18n';
import { bellLabel, isNavItemActive, unreadBadgeText } from './nav';

const en = i18n.getFixedT('en', 'app');
const hi = i18n.getFixedT('hi', 'app');

describe('isNavItemActive (by path prefix)', () => {
  it('marks Home only on the root path', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/browse')).toBe(false);
  });

  it('marks an item on its own path and below it, not on a longer sibling name', () => {
    expect(isNavItemActive('/societies', '/societies')).toBe(true);
    expect(isNavItemActive('/societies', '/societies/12')).toBe(true);
    expect(isNavItemActive('/chat', '/chatter')).toBe(false);
    expect(isNavItemActive('/browse', '/my-books')).toBe(false);
  });
});

describe('isNavItemActive in a chat room', () => {
  it('marks Chat, not Hub, in a room and on a /society-chat/ address', () => {
    for (const path of ['/societies/12/chat', '/society-chat/12', '/messages/7']) {
      expect(isNavItemActive('/chat', path)).toBe(true);
      expect(isNavItemActive('/societies', path)).toBe(false);
    }
    expect(isNavItemActive('/chat', '/chat')).toBe(true);
  });
});

describe('unread badge', () => {
  it('shows nothing for 0, the count up to 9 and 9+ above 9', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });

  it('names the bell with the unread count', () => {
    expect(bellLabel(0, en)).toBe('Notifications');
    expect(bellLabel(12, en)).toBe('Notifications, 12 unread');
    expect(bellLabel(12, hi)).toBe('सूचनाएँ, 12 बिना पढ़ी');
  });
});

describe('hasMemberRoute', () => {
  it('knows the home page and not a path without a page', () => {
    expect(hasMemberRoute('/')).toBe(true);
    expect(hasMemberRoute('/no-such-page-here')).toBe(false);
  });
});
