import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/StateViews';
import { CounsellorDetails } from '../counselling/CounsellorDetails';
import { useT } from '../../../i18n/browser';

/** /public-counselling/counsellor-details?id=: book and pay as a visitor. */
export function PublicCounsellorDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!id)
    return (
      <EmptyState title={t('publicCounselling.details.noneChosen')}>{t('publicCounselling.details.pick')}</EmptyState>
    );
  return <CounsellorDetails audience="public" counsellorId={id} backTo="/public-counselling" />;
}
