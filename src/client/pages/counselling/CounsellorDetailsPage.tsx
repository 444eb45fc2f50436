import { useT } from '../../../i18n/browser';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/StateViews';
import { CounsellorDetails } from './CounsellorDetails';

/** /client/counselling/counsellor-details?id=: the counsellor and booking. */
export function CounsellorDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!id)
    return (
      <EmptyState title={t('counselling.details.noneChosen')}>{t('counselling.details.noneChosenBody')}</EmptyState>
    );
  return <CounsellorDetails audience="client" counsellorId={id} backTo="/client/counselling" />;
}
