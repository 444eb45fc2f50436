import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const KnowledgeBasePage = lazyPage(() => import('./KnowledgeBasePage'), 'KnowledgeBasePage');
const HandbookPage = lazyPage(() => import('./GuideListPage'), 'HandbookPage');
const EmployeeToolkitPage = lazyPage(() => import('./GuideListPage'), 'EmployeeToolkitPage');
const SchemesPage = lazyPage(() => import('./SchemesPage'), 'SchemesPage');

/** The knowledge-base pages, relative to /client (the route guard checks handbook, schemes and toolkit access). */
export const knowledgeBaseRoutes: RouteObject[] = [
  { path: 'knowledgebase', element: <KnowledgeBasePage /> },
  { path: 'knowledgebase/:categoryId', element: <KnowledgeBasePage /> },
  { path: 'handbook', element: <HandbookPage /> },
  { path: 'employee-toolkit', element: <EmployeeToolkitPage /> },
  { path: 'schemes', element: <SchemesPage /> },
];
