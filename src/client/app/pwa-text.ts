/** What the installable app says about its updates and its connection (docs/decisions/0034-installable-offline-shell.md). */
export const PWA_TEXT = {
  updateAvailable: 'Update available',
  reload: 'Reload',
  offline: 'You are offline',
  savedAgo: (ago: string) => `Showing what was saved ${ago} ago`,
} as const;
