/**
 * Whether this browser has been through the welcome slides (spec 000 §2 "Skip and Get Started both store
 * hasSeenWelcome=true in local storage"). Storage failures (private mode, disabled storage) count as seen
 * after the first run-through in this page's lifetime rather than trapping the visitor in the slides.
 */
export const WELCOME_STORAGE_KEY = 'hasSeenWelcome';

let seenThisPage = false;

/** True once the slides were skipped or finished in this browser. */
export function hasSeenWelcome(): boolean {
  if (seenThisPage) return true;
  try {
    return window.localStorage.getItem(WELCOME_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stores hasSeenWelcome=true. */
export function markWelcomeSeen(): void {
  seenThisPage = true;
  try {
    window.localStorage.setItem(WELCOME_STORAGE_KEY, 'true');
  } catch {
    // Storage unavailable: remembered for this page only.
  }
}
