import { useLocation } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { PolicyPage } from './PolicyPage';
import { POLICY_DOCUMENTS } from './policy-content';

/** Picks the policy document for the current path (one lazy chunk for all five pages). */
export function PolicyRoutePage() {
  const { pathname } = useLocation();
  const doc = POLICY_DOCUMENTS.find((d) => d.path === pathname.replace(/\/+$/, ''));
  return doc ? <PolicyPage doc={doc} /> : <NotFoundPage />;
}
