import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lazy-page';

const ManageKnowledgeBasePage = lazyPage(() => import('./ManageKnowledgeBasePage'), 'ManageKnowledgeBasePage');

/** Admin knowledge-base page, relative to /admin. */
export const adminKnowledgeBaseRoutes: RouteObject[] = [
  { path: 'manage-knowledge-base', element: <ManageKnowledgeBasePage /> },
];
