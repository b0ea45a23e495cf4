import { describe, expect, it } from 'vitest';
import { conversationsRoutes } from '@/contract/conversations';
import { conversationsPaths } from './keys';

describe('conversationsPaths', () => {
  it('match the contract routes by method and path', () => {
    for (const [name, route] of Object.entries(conversationsPaths)) {
      const contract = conversationsRoutes[name as keyof typeof conversationsRoutes];
      expect({ method: contract.method, path: contract.path }, name).toEqual(route);
    }
  });
});
