/**
 * Light and dark (ARCHITECTURE §4): the `dark` class on <html> follows the system colour scheme, live.
 * `color-scheme` follows with it (styles.css), so native controls and scrollbars match. In light mode
 * nothing on the page changes, so the first paint's styles are not worked out again.
 */
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Applies the system scheme now and on every change; returns a function that stops following. */
export function followSystemColorScheme(): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const apply = () => {
    document.documentElement.classList.toggle('dark', query.matches);
  };
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
