import { Link, useLocation } from 'react-router';
import enums from '../../../../schemas/catalogue/enums.json';
import { calculatorIdForSlug } from '../../../shared/calculator-routes';
import { buttonClass } from '../../components/Button';
import { SparkleIcon } from '../../components/Icons';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { t, useT, type MessageKey } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';

const SECTION_TITLES: Record<string, MessageKey> = {
  'learning-center': 'client.section.learning',
  calculators: 'client.section.calculators',
  counselling: 'client.section.counselling',
  webinars: 'client.section.webinars',
  knowledgebase: 'client.section.knowledge',
  handbook: 'client.section.handbook',
  notifications: 'client.section.notifications',
  'task-progress': 'client.section.taskProgress',
  schemes: 'client.section.schemes',
  'employee-toolkit': 'client.section.toolkit',
  'financial-planner': 'client.section.planner',
  'financial-journey': 'client.section.journey',
  resources: 'client.section.resources',
  help: 'client.section.help',
};

/** A readable title for a client path: "PPF calculator" for /client/calculators/ppf-calc. */
export function sectionTitleFor(pathname: string): string {
  const [section = '', sub = ''] = pathname.replace(/^\/client\/?/, '').split('/');
  if (section === 'calculators' && sub) {
    const id = calculatorIdForSlug(sub);
    const name = id ? (enums.calculator as Record<string, string>)[String(id)] : undefined;
    if (name) return t('client.section.calculator', { name });
  }
  return t(SECTION_TITLES[section] ?? 'client.section.fallback');
}

/**
 * Any client route no page provides yet (the route guard has already allowed it): a proper empty
 * state instead of a blank screen.
 */
export function SectionPreparingPage() {
  useT();
  const { pathname } = useLocation();
  const title = sectionTitleFor(pathname);
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
      <div className="card" data-testid="section-preparing">
        <EmptyState
          icon={<SparkleIcon size={26} />}
          title={t('client.section.preparing')}
          action={
            <Link to="/client/home" className={buttonClass('secondary')}>
              {t('client.section.backHome')}
            </Link>
          }
        >
          <p>
            {richText(t('client.section.soon', { title }), {
              title: (text) => <strong className="text-slate-800">{text}</strong>,
            })}
          </p>
        </EmptyState>
      </div>
    </div>
  );
}
