import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useApiQuery } from '../../api/use-api-query';
import type { AdminDashboardCounts } from '../../api/types';
import {
  BookIcon,
  CalculatorIcon,
  ChatIcon,
  LightbulbIcon,
  UsersIcon,
  VideoIcon,
  ChartIcon,
  type IconProps,
} from '../../components/Icons';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { UnansweredCard } from '../../assistant/UnansweredCard';
import { useT, type MessageKey } from '../../../i18n/browser';

type Card = { key: keyof AdminDashboardCounts; label: MessageKey; icon: ComponentType<IconProps>; report?: string };
type Group = { title: MessageKey; cards: Card[]; columns: string };

/** The dashboard cards of docs/product-rules.md "Admin area", grouped for reading (titles and labels are message keys). */
const GROUPS: Group[] = [
  {
    title: 'adminCore.dashboard.groups.clients',
    columns: 'lg:grid-cols-4',
    cards: [
      {
        key: 'active_clients',
        label: 'adminCore.dashboard.cards.activeClients',
        icon: UsersIcon,
        report: 'company-wise-report?kind=client&range=all',
      },
      {
        key: 'inactive_clients',
        label: 'adminCore.dashboard.cards.inactiveClients',
        icon: UsersIcon,
        report: 'company-wise-report?kind=client&range=all',
      },
      {
        key: 'active_partners',
        label: 'adminCore.dashboard.cards.activePartners',
        icon: UsersIcon,
        report: 'company-wise-report?kind=partner&range=all',
      },
      {
        key: 'inactive_partners',
        label: 'adminCore.dashboard.cards.inactivePartners',
        icon: UsersIcon,
        report: 'company-wise-report?kind=partner&range=all',
      },
    ],
  },
  {
    title: 'adminCore.dashboard.groups.engagement',
    // Five cards: one row of five on wide screens rather than four and an orphan.
    columns: 'lg:grid-cols-5',
    cards: [
      {
        key: 'system_logins',
        label: 'adminCore.dashboard.cards.systemLogins',
        icon: ChartIcon,
        report: 'portal-usage?range=all',
      },
      {
        key: 'course_enrollments',
        label: 'adminCore.dashboard.cards.courseEnrollments',
        icon: BookIcon,
        report: 'course-report?range=all',
      },
      {
        key: 'elearning_enrollment',
        label: 'adminCore.dashboard.cards.elearningEnrollment',
        icon: BookIcon,
        report: 'e-learning-time-base-report?range=all',
      },
      {
        key: 'calculator_usages',
        label: 'adminCore.dashboard.cards.calculatorUsages',
        icon: CalculatorIcon,
        report: 'page-visit-report?range=all',
      },
      {
        key: 'knowledge_base_usage',
        label: 'adminCore.dashboard.cards.knowledgeBaseUsage',
        icon: LightbulbIcon,
        report: 'page-visit-report?range=all',
      },
    ],
  },
  {
    title: 'adminCore.dashboard.groups.counselling',
    columns: 'lg:grid-cols-4',
    cards: [
      {
        key: 'counsellors_booked',
        label: 'adminCore.dashboard.cards.counsellorsBooked',
        icon: ChatIcon,
        report: 'counselling-status-report?range=all',
      },
      {
        key: 'counselling_sessions',
        label: 'adminCore.dashboard.cards.counsellingSessions',
        icon: ChatIcon,
        report: 'counselling-status-report?range=all',
      },
      {
        key: 'webinar_enrollment',
        label: 'adminCore.dashboard.cards.webinarEnrollment',
        icon: VideoIcon,
        report: 'time-spent-recorded-webinar-report?range=all',
      },
      {
        key: 'webinars_watched',
        label: 'adminCore.dashboard.cards.webinarsWatched',
        icon: VideoIcon,
        report: 'time-spent-recorded-webinar-report?range=all',
      },
    ],
  },
];

/**
 * A group heading's id, from its message key (`dashboard-group-clients`): the translated title has spaces, and
 * aria-labelledby reads a space as a list of ids, so the section would name none.
 */
const groupHeadingId = (group: Group) => `dashboard-group-${group.title.split('.').pop() ?? ''}`;

export function AdminDashboardPage() {
  const t = useT();
  useDocumentTitle(t('adminCore.dashboard.documentTitle'));
  const { data, error, loading, reload } = useApiQuery<AdminDashboardCounts>('/report/admin-dashboard');

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
            {t('adminCore.dashboard.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('adminCore.dashboard.intro')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={reload} loading={loading && !!data}>
          {t('adminCore.dashboard.refresh')}
        </Button>
      </div>
      {error && !data ? (
        <div className="card">
          <ErrorState error={error} onRetry={reload} />
        </div>
      ) : (
        GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={groupHeadingId(group)}>
            <h2
              id={groupHeadingId(group)}
              className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              {t(group.title)}
            </h2>
            <ul className={`grid gap-4 xs:grid-cols-2 ${group.columns}`}>
              {group.cards.map(({ key, label, icon: Icon, report }) => (
                <li
                  key={key}
                  className="card relative p-5 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300"
                  data-testid="dashboard-card"
                  data-key={key}
                  aria-busy={!data}
                >
                  <div className="flex items-center justify-between text-slate-500">
                    {report ? (
                      // The whole card is the link (the ::after covers it); it opens the matching report (docs/reports.md).
                      <Link
                        to={`/admin/manage-reports/${report}`}
                        className="text-sm font-medium text-slate-600 outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {t(label)}
                      </Link>
                    ) : (
                      <span className="text-sm font-medium">{t(label)}</span>
                    )}
                    <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600">
                      <Icon size={18} />
                    </span>
                  </div>
                  {data ? (
                    <p
                      className="mt-3 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
                      data-testid="dashboard-card-value"
                    >
                      {formatNumber(data[key])}
                    </p>
                  ) : (
                    <div className="mt-4 h-8 w-20 animate-pulse rounded-md bg-slate-200" aria-hidden="true" />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <UnansweredCard />
    </div>
  );
}
