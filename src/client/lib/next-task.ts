/**
 * Resolves in a new task (`setTimeout` 0): awaiting it lets the browser run other work (a network answer,
 * a paint, a tap) before going on, so start-up work cut this way never blocks the main thread for long
 * on a slow phone (ARCHITECTURE §6, docs/decisions/0043-lighter-first-screen.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));
