import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/StateViews';
import { CounsellorDetails } from './CounsellorDetails';

/** /client/counselling/counsellor-details?id=: the counsellor and booking. */
export function CounsellorDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!id) return <EmptyState title="No counsellor chosen">Pick a counsellor from the counselling page.</EmptyState>;
  return <CounsellorDetails audience="client" counsellorId={id} backTo="/client/counselling" />;
}
