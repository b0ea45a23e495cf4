import { describe, expect, it } from 'vitest';
import { buildPath } from './path';

describe('buildPath', () => {
  it('fills every :name segment, URI-encoded', () => {
    expect(buildPath('/api/books/:id', { id: 3 })).toBe('/api/books/3');
    expect(buildPath('/api/societies/:id/members/:userId', { id: 7, userId: 12 })).toBe(
      '/api/societies/7/members/12',
    );
    expect(buildPath('/api/search/:term', { term: 'a/b c' })).toBe('/api/search/a%2Fb%20c');
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildPath('/api/auth/me')).toBe('/api/auth/me');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/api/books/:id', {})).toThrow('Missing path parameter id for /api/books/:id');
  });
});
