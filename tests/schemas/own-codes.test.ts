import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import catalogue from '../../schemas/catalogue/errors.json';

/** README lists every code FinWell adds to the spec's catalogue (README, "FinWell's own error codes"). */
describe("FinWell's own error codes", () => {
  it('are all listed in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf("## FinWell's own error codes"), readme.indexOf('## Documents'));
    const own = Object.keys(catalogue.errors).filter((code) => code >= 'E-10500');
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((code) => !section.includes(`| ${code} |`))).toEqual([]);
  });

  it('do not include the codes the spec has for inactive companies, agreements, sessions and e-mails in use', () => {
    for (const code of ['E-10508', 'E-10509', 'E-10571']) expect(Object.keys(catalogue.errors)).not.toContain(code);
  });
});
