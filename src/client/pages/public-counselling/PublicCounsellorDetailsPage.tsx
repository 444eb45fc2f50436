import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/StateViews';
import { CounsellorDetails } from '../counselling/CounsellorDetails';

/** /public-counselling/counsellor-details?id=: book and pay as a visitor. */
export function PublicCounsellorDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!id) return <EmptyState title="No counsellor chosen">Pick a counsellor from the counselling page.</EmptyState>;
  return <CounsellorDetails audience="public" counsellorId={id} backTo="/public-counselling" />;
}
