import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { parser } from 'typescript-eslint';

/**
 * `npx tsx scripts/i18n-pending.ts [--check]`: recomputes src/i18n/pending-files.json, the files of src/client and
 * widgets that still render literal text (docs/i18n.md). Without --check it rewrites the list (a converted file
 * leaves it; a new file with literal text joins it, to be converted); with --check it only reports the difference.
 */
const FILE = 'src/i18n/pending-files.json';
const rule = JSON.parse(readFileSync('src/i18n/lint-rule.json', 'utf8')) as { message: string; selectors: string[] };

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser },
      rules: {
        'no-restricted-syntax': ['error', ...rule.selectors.map((selector) => ({ selector, message: rule.message }))],
      },
    },
  ],
});
const results = await eslint.lintFiles(['src/client/**/*.tsx', 'widgets/**/*.tsx']);
const pending = results
  .filter((r) => !r.filePath.endsWith('.test.tsx') && r.messages.some((m) => m.ruleId === 'no-restricted-syntax'))
  .map((r) => path.relative(process.cwd(), r.filePath).split(path.sep).join('/'))
  .sort();
const before = JSON.parse(readFileSync(FILE, 'utf8')) as string[];
const added = pending.filter((f) => !before.includes(f));
const removed = before.filter((f) => !pending.includes(f));
console.log(`${pending.length} files pending (${removed.length} converted, ${added.length} new)`);
for (const f of removed) console.log(`  converted: ${f}`);
for (const f of added) console.log(`  new:       ${f}`);
if (!process.argv.includes('--check')) writeFileSync(FILE, `${JSON.stringify(pending, null, 2)}\n`);
