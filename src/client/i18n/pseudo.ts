/**
 * The development pseudo-locale `en-XA` (ADR 0042): every English string bracketed and lengthened by a
 * third, so text left outside the catalogues and layouts that break on longer words show up.
 * `{{placeholders}}` and `<0>tags</0>` stay intact.
 */
type Catalogue = { [key: string]: string | Catalogue };

/** '[Sign In ~~~]' from 'Sign In': brackets plus about a third more length, placeholders kept. */
export function pseudoString(text: string): string {
  const pad = '~'.repeat(Math.max(1, Math.ceil(text.length / 3)));
  return `[${text} ${pad}]`;
}

/** The catalogue with every string passed through `pseudoString`. */
export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(catalogue)) {
    out[key] = typeof value === 'string' ? pseudoString(value) : pseudoCatalogue(value);
  }
  return out;
}
