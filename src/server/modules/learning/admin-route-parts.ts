import type { Db } from '../../db/index.js';
import type { AuthContext } from '../../plugins/access.js';
import type { FileLinks } from './file-links.js';

/** What the learning admin routes share (admin-routes.ts, admin-course-routes.ts, admin-video-routes.ts). */

export const ADMIN = { access: 'admin' } as const;
export const tags = ['learning admin'];

/** The database and the caller's file links (issued per request to the admin who asks). */
export type AdminRouteDeps = { db: Db; links: (auth: AuthContext | null) => FileLinks };
