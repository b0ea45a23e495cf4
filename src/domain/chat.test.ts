import { describe, expect, it } from 'vitest';
import { messageParts } from './chat';

describe('messageParts', () => {
  it('makes http and https addresses links and keeps the sentence around them', () => {
    expect(messageParts('See https://example.org/a?b=1. And http://x.in')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.in', href: 'http://x.in' },
    ]);
  });

  it('keeps javascript: and other schemes as text', () => {
    expect(messageParts('javascript:alert(1) data:text/html,x ftp://a.b')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://a.b' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(messageParts('<b>bold</b>')).toEqual([{ kind: 'text', text: '<b>bold</b>' }]);
  });

  it('does not carry a quote or angle bracket into a link', () => {
    expect(messageParts('<https://a.org>')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://a.org', href: 'https://a.org' },
      { kind: 'text', text: '>' },
    ]);
  });
});
