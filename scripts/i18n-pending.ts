import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { parser } from 'typescript-eslint';

/**
 * `npx tsx scripts/i18n-pending.ts [--check]` (`npm run i18n:pending`): recomputes src/i18n/pending-files.json, the
 * files of src/client and widgets that still render literal text (docs/i18n.md). Without --check it rewrites the
 * list (a converted file leaves it; a new file with literal text joins it, to be converted); with --check it only
 * reports the difference. tests/i18n/catalogues.test.ts uses the same linter.
 */
export const PENDING_FILE = 'src/i18n/pending-files.json';
const RULE_FILE = 'src/i18n/lint-rule.json';

/** ESLint with only the literal-text rule of src/i18n/lint-rule.json, as eslint.config.js applies it. */
export function literalTextLinter(): ESLint {
  const rule = JSON.parse(readFileSync(RULE_FILE, 'utf8')) as { message: string; selectors: string[] };
  const selectors = rule.selectors.map((selector) => ({ selector, message: rule.message }));
  return new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.tsx'], languageOptions: { parser }, rules: { 'no-restricted-syntax': ['error', ...selectors] } },
    ],
  });
}

/** The files with literal text, repository-relative and sorted. */
export async function filesWithLiteralText(patterns = ['src/client/**/*.tsx', 'widgets/**/*.tsx']): Promise<string[]> {
  const results = await literalTextLinter().lintFiles(patterns);
  return results
    .filter((r) => !r.filePath.endsWith('.test.tsx') && r.messages.some((m) => m.ruleId === 'no-restricted-syntax'))
    .map((r) => path.relative(process.cwd(), r.filePath).split(path.sep).join('/'))
    .sort();
}

async function main() {
  const pending = await filesWithLiteralText();
  const before = JSON.parse(readFileSync(PENDING_FILE, 'utf8')) as string[];
  const added = pending.filter((f) => !before.includes(f));
  const removed = before.filter((f) => !pending.includes(f));
  console.log(`${pending.length} files pending (${removed.length} converted, ${added.length} new)`);
  for (const f of removed) console.log(`  converted: ${f}`);
  for (const f of added) console.log(`  new:       ${f}`);
  if (!process.argv.includes('--check')) writeFileSync(PENDING_FILE, `${JSON.stringify(pending, null, 2)}\n`);
  syncTranslationPending(!process.argv.includes('--check'));
}

/**
 * src/i18n/translation-pending.json: per locale, the en-IN namespaces (admin ones aside) that have no file of that
 * locale yet. A namespace joins when it is new and leaves when its translation lands (docs/i18n.md).
 */
function syncTranslationPending(write: boolean) {
  const file = 'src/i18n/translation-pending.json';
  const lists = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[] | string>;
  const names = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length))
      : [];
  const source = [...names('src/i18n/messages/en-IN').filter((ns) => !ns.startsWith('admin')), 'error'];
  for (const locale of Object.keys(lists).filter((k) => !k.startsWith('$'))) {
    const done = new Set(names(`src/i18n/messages/${locale}`));
    const next = source.filter((ns) => !done.has(ns)).sort();
    console.log(`${locale}: ${next.length} namespaces to translate`);
    lists[locale] = next;
  }
  if (write) writeFileSync(file, `${JSON.stringify(lists, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
