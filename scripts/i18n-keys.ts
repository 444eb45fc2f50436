import { readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * `npm run i18n:keys`: writes src/i18n/keys.ts from the namespace files of src/i18n/messages/en-IN (docs/i18n.md),
 * so a new namespace file is typed without hand edits (and branches that each add a namespace merge by running it).
 */
const DIR = 'src/i18n/messages/en-IN';
const OUT = 'src/i18n/keys.ts';
const namespaces = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const id = (ns: string) => `${ns}Messages`;

const source = `// Written by scripts/i18n-keys.ts (\`npm run i18n:keys\`): do not edit by hand.
${namespaces.map((ns) => `import type ${id(ns)} from './messages/en-IN/${ns}.json';`).join('\n')}

/** The en-IN catalogue's shape: one line per namespace file of src/i18n/messages/en-IN. */
type Source = {
${namespaces.map((ns) => `  ${ns}: typeof ${id(ns)};`).join('\n')}
};

/** Dotted keys of a nested catalogue type ('footer.terms'). */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? \`\${P}\${K}\` : Paths<T[K], \`\${P}\${K}.\`>;
}[keyof T & string];

/**
 * A message key (docs/i18n.md), typed from the en-IN catalogue so a key that does not exist fails \`tsc\`; the error
 * catalogue's sentences are \`error.<code>\` and \`errorAdmin.<code>\`.
 */
export type MessageKey = Paths<Source> | \`error.\${string}\` | \`errorAdmin.\${string}\`;
export type MessageValues = Record<string, string | number>;
`;
writeFileSync(OUT, source);
execFileSync('npx', ['prettier', '--write', OUT], { stdio: 'ignore' });
console.log(`${OUT}: ${namespaces.length} namespaces`);
