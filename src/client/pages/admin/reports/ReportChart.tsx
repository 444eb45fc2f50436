import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cellText } from '../../../../shared/report-format';
import type { ReportColumn } from '../../../../shared/report-types';
import type { ReportPage } from './reports-api';

const COLORS = ['#4f46e5', '#0891b2', '#ea580c', '#16a34a'];

/** The report's chart (recharts, loaded only with this file: ReportPage lazy-loads it). */
export function ReportChart({ chart, columns }: { chart: NonNullable<ReportPage['chart']>; columns: ReportColumn[] }) {
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key.replace(/_/g, ' ');
  const type = (key: string) => columns.find((c) => c.key === key)?.type ?? 'int';
  const data = chart.points.map((p) => ({ ...p, [chart.x]: String(p[chart.x] ?? '') }));
  const tooltip = (value: unknown, name: unknown) => {
    const key = chart.y.find((k) => label(k) === name) ?? String(name);
    return [cellText(type(key), value), String(name)] as [string, string];
  };
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={48} />
      <Tooltip formatter={tooltip} />
      <Legend />
    </>
  );
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Chart of ${chart.y.map(label).join(' and ')} by ${label(chart.x)}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        {chart.type === 'line' ? (
          <LineChart data={data}>
            {common}
            {chart.y.map((k, i) => (
              <Line
                key={k}
                dataKey={k}
                name={label(k)}
                stroke={COLORS[i % COLORS.length]}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data}>
            {common}
            {chart.y.map((k, i) => (
              <Bar key={k} dataKey={k} name={label(k)} fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
