/** Query keys of the chat area; each starts with the API path. */
export const chatKeys = {
  room: (hubId: number) => ['/api/societies', hubId, 'messages'] as const,
  rooms: ['/api/societies'] as const,
  unread: ['/api/chat/unread'] as const,
};
