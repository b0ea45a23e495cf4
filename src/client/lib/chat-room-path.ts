/**
 * Whether a path is a hub's chat room (`/societies/{id}/chat`), an older `/society-chat/{id}` address (spec
 * 001 §2.1, §2.15; ADR docs/decisions/0019-hub-chat.md) or a private conversation (`/messages/{id}`, ADR
 * 0050). The shell marks Chat active there and hides the floating buttons, which would cover the message box.
 */
export function isChatRoomPath(pathname: string): boolean {
  return (
    /^\/societies\/[^/]+\/chat\/?$/.test(pathname) ||
    pathname.startsWith('/society-chat/') ||
    /^\/messages\/[^/]+\/?$/.test(pathname)
  );
}
