import { Link, useLocation } from 'react-router';
import enums from '../../../../schemas/catalogue/enums.json';
import { calculatorIdForSlug } from '../../../shared/calculator-routes';
import { buttonClass } from '../../components/Button';
import { SparkleIcon } from '../../components/Icons';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SECTION_TITLES: Record<string, string> = {
  'learning-center': 'Learning Center',
  calculators: 'Calculators',
  counselling: 'Counselling',
  webinars: 'Webinars',
  knowledgebase: 'Knowledge Base',
  handbook: 'Employee Handbook',
  notifications: 'Notifications',
  'task-progress': 'Task progress',
  schemes: 'Schemes',
  'employee-toolkit': 'Employee Toolkit',
  'financial-planner': 'Financial Planner',
  'financial-journey': 'Financial Journey',
  resources: 'Resources',
  help: 'Help',
};

/** A readable title for a client path: "PPF calculator" for /client/calculators/ppf-calc. */
export function sectionTitleFor(pathname: string): string {
  const [section = '', sub = ''] = pathname.replace(/^\/client\/?/, '').split('/');
  if (section === 'calculators' && sub) {
    const id = calculatorIdForSlug(sub);
    const name = id ? (enums.calculator as Record<string, string>)[String(id)] : undefined;
    if (name) return `${name} calculator`;
  }
  return SECTION_TITLES[section] ?? 'This section';
}

/**
 * Any client route no page provides yet (the route guard has already allowed it): a proper empty
 * state instead of a blank screen.
 */
export function SectionPreparingPage() {
  const { pathname } = useLocation();
  const title = sectionTitleFor(pathname);
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
      <div className="card" data-testid="section-preparing">
        <EmptyState
          icon={<SparkleIcon size={26} />}
          title="This section is being prepared"
          action={
            <Link to="/client/home" className={buttonClass('secondary')}>
              Back to home
            </Link>
          }
        >
          <p>
            <strong className="text-slate-800">{title}</strong> is part of your plan and will be available here soon.
          </p>
        </EmptyState>
      </div>
    </div>
  );
}
