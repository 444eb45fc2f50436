import type { Db } from '../../db/index.js';
import type { Viewer } from './learning.js';
import type { PortalAnswer } from './portal-help.js';
import { calculatorsFor, counsellorsFor } from './related-links.js';

/** A how-to or fact answer from the portal itself. */
export async function portalAnswer<B extends object>(
  db: Db,
  auth: Viewer,
  base: B,
  kind: 'howto' | 'fact',
  portal: PortalAnswer,
  query: string[],
) {
  return {
    ...base,
    kind,
    intent: kind,
    confidence: 0.9,
    answer: portal.text,
    link: portal.link,
    counsellors: await counsellorsFor(db, auth, 1),
    webinars: [],
    calculators: calculatorsFor(auth, query, []),
  };
}
