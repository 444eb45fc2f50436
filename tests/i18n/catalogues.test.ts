import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import {
  catalogueKeys,
  compileCatalogueModule,
  ENTRY_ERROR_CODES,
  loadCatalogue,
  loadMessages,
  type MessageTree,
} from '../../src/i18n/catalogue-files.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { adminMessageFor, hasMessage, messageFor, t } from '../../src/i18n/browser.js';
import { messageFor as serverMessageFor } from '../../src/shared/catalogue.js';
import { literalTextLinter } from '../../scripts/i18n-pending.js';

/** The message catalogues (docs/i18n.md): complete in every locale, compiled, used, and enforced by the linter. */
const source = loadCatalogue('en-IN');
const sourceKeys = catalogueKeys(source);

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : codeFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it('every translated namespace has exactly the keys of en-IN, the rest is listed as pending, and all compile', () => {
    expect(sourceKeys.length).toBeGreaterThan(250);
    const pendingByLocale = JSON.parse(readFileSync('src/i18n/translation-pending.json', 'utf8')) as Record<
      string,
      string[]
    >;
    const translatable = Object.keys(source).filter((ns) => ns !== 'errorAdmin' && !ns.startsWith('admin'));
    for (const locale of LOCALES.filter((l) => l !== 'en-IN')) {
      const tree = loadCatalogue(locale);
      const pending = pendingByLocale[locale] ?? [];
      for (const ns of translatable) {
        const translated = ns in tree;
        expect(translated !== pending.includes(ns), `${locale} ${ns}: translated or pending, not both`).toBe(true);
        if (translated)
          expect(catalogueKeys(tree[ns] as MessageTree), `${locale} ${ns}`).toEqual(
            catalogueKeys(source[ns] as MessageTree),
          );
      }
      expect(
        pending.filter((ns) => !translatable.includes(ns)),
        `${locale}: listed but not in en-IN`,
      ).toEqual([]);
      expect(
        Object.keys(tree).filter((ns) => !translatable.includes(ns)),
        `${locale}: extra namespaces`,
      ).toEqual([]);
    }
    for (const locale of LOCALES) expect(() => compileCatalogueModule(locale, 'browser'), locale).not.toThrow();
  });

  it('a translation keeps every value, plural argument and marked part of the en-IN sentence', () => {
    const flat = (tree: MessageTree, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`),
      );
    // The values and plural/select arguments (parsed by @messageformat/parser) and the marked parts (`<b>`) must survive.
    const parts = (text: string) => {
      const found = new Set<string>();
      const walk = (tokens: Token[]) => {
        for (const token of tokens) {
          if (token.type === 'content') for (const tag of token.value.match(/<\/?\w+>/g) ?? []) found.add(tag);
          else if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
          else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
            found.add(`{${token.arg}, ${token.type}}`);
            for (const c of token.cases) walk(c.tokens);
          }
        }
      };
      walk(parse(text));
      return [...found].sort().join(' ');
    };
    const english = new Map(flat(source));
    for (const locale of LOCALES.filter((l) => l !== 'en-IN')) {
      const wrong = flat(loadCatalogue(locale))
        .filter(([key, text]) => english.has(key) && parts(text) !== parts(english.get(key)!))
        .map(([key]) => key);
      expect(wrong, locale).toEqual([]);
    }
  });

  it('keys.ts types every namespace file of en-IN, and the admin namespaces exist in en-IN only', () => {
    const files = readdirSync('src/i18n/messages/en-IN').filter((f) => f.endsWith('.json'));
    const keysFile = readFileSync('src/i18n/keys.ts', 'utf8');
    for (const f of files) expect(keysFile, f).toContain(`'./messages/en-IN/${f}'`);
    for (const locale of LOCALES.filter((l) => l !== 'en-IN'))
      expect(Object.keys(loadMessages(locale, 'admin')), locale).toEqual([]);
    expect(Object.keys(loadMessages('en-IN', 'admin'))).toContain('admin');
    const entry = Object.keys(loadCatalogue('en-IN', 'entry'));
    expect(entry).not.toContain('admin');
    // The entry holds only the error sentences the shell shows without a server answer; the rest load as a part.
    expect(Object.keys(loadCatalogue('en-IN', 'entry').error as object).sort()).toEqual([...ENTRY_ERROR_CODES].sort());
    expect(entry).not.toContain('errorAdmin');
    const errors = loadCatalogue('en-IN', 'errors');
    expect(Object.keys(errors).sort()).toEqual(['error', 'errorAdmin']);
    expect(Object.keys(errors.error as object)).toContain('E-10052');
    expect(Object.keys(loadCatalogue('hi-IN', 'entry').error as object).sort()).toEqual([...ENTRY_ERROR_CODES].sort());
    // The header's accessibility and assistant buttons render at first paint: every key they use is in the entry.
    const entryKeys = catalogueKeys(loadCatalogue('en-IN', 'entry'));
    for (const file of ['src/client/a11y/A11yButton.tsx', 'src/client/assistant/AssistantButton.tsx'])
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/'((?:a11y|assistant)\.[\w.]+)'/g))
        expect(entryKeys, `${file}: ${key}`).toContain(key);
    expect(entryKeys).not.toContain('assistant.chat.conversation');
    // E-mail text never travels to the browser; page sentences load with the pages, not the entry.
    expect(Object.keys(loadCatalogue('en-IN', 'browser'))).not.toContain('mail');
    expect(entry).not.toContain('mf');
    expect(Object.keys(loadCatalogue('en-IN', 'pages'))).toContain('mf');
  });

  it('every message key of src/i18n/messages is used by the code (no dead sentences)', () => {
    const code = [...codeFiles('src'), ...codeFiles('widgets')].map((f) => readFileSync(f, 'utf8')).join('\n');
    const messageKeys = sourceKeys.filter((k) => !k.startsWith('error.') && !k.startsWith('errorAdmin.'));
    const unused = messageKeys.filter((k) => !code.includes(`'${k}'`) && !code.includes(`"${k}"`));
    expect(unused).toEqual([]);
  });

  it('formats values the en-IN way: Indian digit grouping and plurals', () => {
    expect(t('common.pageOf', { page: 100000, total: 1234567 })).toBe('Page 1,00,000 of 12,34,567');
    expect(t('widgets.usedTimes', { uses: 1 })).toBe('Used 1 time');
    expect(t('widgets.usedTimes', { uses: 12500 })).toBe('Used 12,500 times');
    expect(t('brand.tagline', { year: '2026' })).toBe('© 2026 FinWell. Financial wellbeing for everyone.');
  });

  it('the error catalogue is part of it: the browser and the server give the same sentence for a code', () => {
    for (const code of ['E-10001', 'E-10117', 'E-10244', 'S-10008'])
      expect(messageFor(code), code).toBe(serverMessageFor(code));
    expect(hasMessage('error.E-99999')).toBe(false);
    expect(messageFor('E-99999')).toBe(messageFor('E-10001'));
    // A sentence with ICU syntax characters prints as written.
    expect(adminMessageFor('E-10001')).toBe(messageFor('E-10001'));
  });

  it('a key the catalogue lacks shows the key, never an empty string', () => {
    expect(t('error.E-99999')).toBe('error.E-99999');
  });
});

describe('the literal-text check (ESLint, src/i18n/pending-files.json)', () => {
  const pending = JSON.parse(readFileSync('src/i18n/pending-files.json', 'utf8')) as string[];

  it('flags text in JSX, labels and conditional text, and passes t() calls', async () => {
    const eslint = literalTextLinter();
    const lint = async (code: string) => {
      const { messages } = (await eslint.lintText(code, { filePath: 'src/client/Probe.tsx' }))[0];
      expect(messages.filter((m) => m.ruleId !== 'no-restricted-syntax')).toEqual([]);
      return messages.length;
    };
    expect(await lint('export const A = () => <p>Hello</p>;')).toBe(1);
    expect(await lint('export const A = () => <button aria-label="Close" />;')).toBe(1);
    expect(await lint("export const A = ({ x }: { x: boolean }) => <p>{x ? 'Yes' : 'No'}</p>;")).toBe(2);
    expect(await lint("export const A = () => <p aria-label={t('common.close')}>{t('common.close')}</p>;")).toBe(0);
    expect(await lint('export const A = () => <p className="mt-2">{42} ₹ — …</p>;')).toBe(0);
  });

  it('lists only files that exist and still have literal text (convert a file, then remove it from the list)', async () => {
    const missing = pending.filter((f) => !existsSync(f));
    expect(missing).toEqual([]);
    // An empty list means every file is converted (ESLint would lint the whole folder for no patterns).
    const results = pending.length ? await literalTextLinter().lintFiles(pending) : [];
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId !== 'no-restricted-syntax'))).toEqual([]);
    const clean = results.filter((r) => r.messages.length === 0).map((r) => path.relative(process.cwd(), r.filePath));
    expect(clean).toEqual([]);
  }, 120_000);
});
