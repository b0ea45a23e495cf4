/**
 * Whether a member dismissed the home's 'Complete Your Profile' prompt (spec 001 §2.2 "dismissible"),
 * remembered per member in this browser's local storage. When storage fails (private mode, disabled) the
 * dismissal lasts for this page's lifetime only.
 */

/** The local-storage key of member `userId`'s dismissal. */
export const profilePromptKey = (userId: number) => `hubshelf:completeProfileDismissed:${userId}`;

const dismissedThisPage = new Set<number>();

/** True once member `userId` dismissed the prompt in this browser. */
export function isProfilePromptDismissed(userId: number): boolean {
  try {
    return window.localStorage.getItem(profilePromptKey(userId)) === 'true';
  } catch {
    return dismissedThisPage.has(userId);
  }
}

/** Remembers that member `userId` dismissed the prompt. */
export function dismissProfilePrompt(userId: number): void {
  try {
    window.localStorage.setItem(profilePromptKey(userId), 'true');
  } catch {
    // Storage unavailable: remembered for this page only.
    dismissedThisPage.add(userId);
  }
}
