/**
 * Light and dark (ARCHITECTURE §4): the `dark` class on <html> follows the system colour scheme, live.
 * `color-scheme` follows too, so native controls and scrollbars match.
 */
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Applies the system scheme now and on every change; returns a function that stops following. */
export function followSystemColorScheme(): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const apply = () => {
    const root = document.documentElement;
    root.classList.toggle('dark', query.matches);
    root.style.colorScheme = query.matches ? 'dark' : 'light';
  };
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
