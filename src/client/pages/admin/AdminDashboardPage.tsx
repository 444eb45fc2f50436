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

type Card = { key: keyof AdminDashboardCounts; label: string; icon: ComponentType<IconProps>; report?: string };
type Group = { title: string; cards: Card[]; columns: string };

/** The dashboard cards of docs/product-rules.md "Admin area", grouped for reading. */
const GROUPS: Group[] = [
  {
    title: 'Clients & partners',
    columns: 'lg:grid-cols-4',
    cards: [
      {
        key: 'active_clients',
        label: 'Active clients',
        icon: UsersIcon,
        report: 'company-wise-report?kind=client&range=all',
      },
      {
        key: 'inactive_clients',
        label: 'Inactive clients',
        icon: UsersIcon,
        report: 'company-wise-report?kind=client&range=all',
      },
      {
        key: 'active_partners',
        label: 'Active partners',
        icon: UsersIcon,
        report: 'company-wise-report?kind=partner&range=all',
      },
      {
        key: 'inactive_partners',
        label: 'Inactive partners',
        icon: UsersIcon,
        report: 'company-wise-report?kind=partner&range=all',
      },
    ],
  },
  {
    title: 'Engagement',
    // Five cards: one row of five on wide screens rather than four and an orphan.
    columns: 'lg:grid-cols-5',
    cards: [
      { key: 'system_logins', label: 'System logins', icon: ChartIcon, report: 'portal-usage?range=all' },
      { key: 'course_enrollments', label: 'Course enrollments', icon: BookIcon, report: 'course-report?range=all' },
      {
        key: 'elearning_enrollment',
        label: 'E-learning enrollment',
        icon: BookIcon,
        report: 'e-learning-time-base-report?range=all',
      },
      {
        key: 'calculator_usages',
        label: 'Calculator usages',
        icon: CalculatorIcon,
        report: 'page-visit-report?range=all',
      },
      {
        key: 'knowledge_base_usage',
        label: 'Knowledge base usage',
        icon: LightbulbIcon,
        report: 'page-visit-report?range=all',
      },
    ],
  },
  {
    title: 'Counselling & webinars',
    columns: 'lg:grid-cols-4',
    cards: [
      {
        key: 'counsellors_booked',
        label: 'Counsellors booked',
        icon: ChatIcon,
        report: 'counselling-status-report?range=all',
      },
      {
        key: 'counselling_sessions',
        label: 'Counselling sessions',
        icon: ChatIcon,
        report: 'counselling-status-report?range=all',
      },
      {
        key: 'webinar_enrollment',
        label: 'Webinar enrollment',
        icon: VideoIcon,
        report: 'time-spent-recorded-webinar-report?range=all',
      },
      {
        key: 'webinars_watched',
        label: 'Webinars watched',
        icon: VideoIcon,
        report: 'time-spent-recorded-webinar-report?range=all',
      },
    ],
  },
];

export function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const { data, error, loading, reload } = useApiQuery<AdminDashboardCounts>('/report/admin-dashboard');

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Clients, partners and how the portal is being used, across all companies.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={reload} loading={loading && !!data}>
          Refresh
        </Button>
      </div>
      {error && !data ? (
        <div className="card">
          <ErrorState error={error} onRetry={reload} />
        </div>
      ) : (
        GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.title}`}>
            <h2
              id={`group-${group.title}`}
              className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.title}
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
                        {label}
                      </Link>
                    ) : (
                      <span className="text-sm font-medium">{label}</span>
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
