/**
 * The contract's validation messages in the member's language (ADR 0042). The zod schemas keep producing
 * the spec's English text word for word: they take it from the `validation` catalogue's English file
 * (`validationMessage(key, vars)`), so every message has a key. Whoever shows a message to a member (the
 * server's error handler, the client's form message) maps the English text back to its key and vars with
 * `localizeValidationMessage(text, translate)` and renders the key in the member's language; a text that
 * is not in the catalogue (already translated, or a server message) is shown as it is.
 */
import en from './locales/en.json' with { type: 'json' };

type Catalogue = { readonly [key: string]: string | Catalogue };

/** Dotted paths of the string leaves of a catalogue: `auth.email.invalid`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the `validation` catalogue. */
export type ValidationKey = Leaves<typeof en>;

/** Values for a message's `{{name}}` placeholders. */
export type ValidationVars = Record<string, string | number>;

/** Renders a key in the member's language, e.g. `(key, vars) => t(key, vars)` in the validation namespace. */
export type TranslateValidation = (key: ValidationKey, vars: ValidationVars) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Every `key → English text` of the catalogue. */
function flatten(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

let english: Map<string, string> | undefined;
const englishTexts = () => (english ??= flatten(en as Catalogue));

/** `{{name}}` placeholders filled in from `vars` (a missing one stays as it is). */
function interpolate(template: string, vars: ValidationVars): string {
  return template.replace(PLACEHOLDER, (slot, name: string) => (name in vars ? String(vars[name]) : slot));
}

/** The English text of a validation message (the spec's words), with its placeholders filled in. */
export function validationMessage(key: ValidationKey, vars: ValidationVars = {}): string {
  const template = englishTexts().get(key);
  if (template === undefined) throw new Error(`Unknown validation message ${key}`);
  return interpolate(template, vars);
}

interface TemplateEntry {
  key: ValidationKey;
  pattern: RegExp;
  names: string[];
}
interface Index {
  exact: Map<string, ValidationKey>;
  templates: TemplateEntry[];
}

let index: Index | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English text → key (the first key of a text wins), and a pattern for each text with placeholders. */
function buildIndex(): Index {
  const exact = new Map<string, ValidationKey>();
  const templates: TemplateEntry[] = [];
  for (const [key, text] of englishTexts()) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key as ValidationKey);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    templates.push({ key: key as ValidationKey, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // the most specific template first: the one with the most literal text
  const literal = (t: TemplateEntry) => t.pattern.source.replace(/\(\.\+\?\)/g, '').length;
  templates.sort((a, b) => literal(b) - literal(a));
  return { exact, templates };
}

/** The key and placeholder values an English validation text was made from, if it is in the catalogue. */
export function findValidationMessage(
  text: string,
): { key: ValidationKey; vars: ValidationVars } | undefined {
  index ??= buildIndex();
  const key = index.exact.get(text);
  if (key) return { key, vars: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (match)
      return {
        key: template.key,
        vars: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])),
      };
  }
  return undefined;
}

/**
 * A validation message in the member's language: the English `text` a schema produced, looked up in the
 * catalogue (exactly, or by its template with the placeholder values recovered) and rendered with
 * `translate`; any other text unchanged.
 */
export function localizeValidationMessage(text: string, translate: TranslateValidation): string {
  const found = findValidationMessage(text);
  return found ? translate(found.key, found.vars) : text;
}
