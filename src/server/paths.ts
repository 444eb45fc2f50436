import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the one holding package.json), found upwards from this module. The same answer whether the
 * server runs from its sources through tsx (src/server/paths.ts) or from the compiled bundle (dist/server/main.js),
 * so data-seed/, schemas/ and dist/client are found from either (docs/deploy.md, "Production start").
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();

/** A path inside the project's folder. */
export function fromProjectRoot(...parts: string[]): string {
  return path.join(projectRoot, ...parts);
}
