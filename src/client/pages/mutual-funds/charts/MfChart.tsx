import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatINRShort } from '../../../../shared/format';
import { formatIsoDate, formatMonth, formatRatio, formatRupees, formatWeight } from '../mf-format';
import type { MfChartSpec } from './chart-spec';

type TooltipValue = number | string | ReadonlyArray<number | string> | undefined;

const axisTick = { fill: '#64748b', fontSize: 12 };
const tooltipStyle = { borderRadius: 12, borderColor: '#e2e8f0', boxShadow: '0 4px 16px rgb(15 23 42 / 0.08)' };

/** Legend items in the order the series were given (recharts sorts them by name otherwise). */
function bySeriesOrder(spec: MfChartSpec) {
  const keys = spec.series.map((s) => s.key);
  return (item: { dataKey?: unknown }) => keys.indexOf(String(item.dataKey));
}

/** A stock name on one line: "Limited" dropped, long names cut with an ellipsis. */
function CategoryTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const raw = String(payload?.value ?? '').replace(/\s+(Limited|Ltd\.?)$/i, '');
  const text = raw.length > 22 ? `${raw.slice(0, 21)}…` : raw;
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fill="#64748b" fontSize={12}>
      <title>{String(payload?.value ?? '')}</title>
      {text}
    </text>
  );
}

function xLabel(value: unknown): string {
  const s = String(value);
  return s.length === 7 ? formatMonth(s) : formatIsoDate(s);
}

/** "Jan 2020" ticks, or just the year when the axis spans many years. */
function xTick(value: unknown): string {
  const s = String(value);
  return formatMonth(s.slice(0, 7));
}

/**
 * The mutual-fund pages' charts (recharts), loaded with React.lazy so the chart library reaches
 * the browser only when one of these pages shows a result. Every figure is also in a table.
 */
export function MfChart({ spec, height }: { spec: MfChartSpec; height: number }) {
  if (spec.kind === 'bar') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={spec.rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tick={axisTick}
            tickFormatter={(v: number) => `${v}%`}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
          />
          <YAxis
            type="category"
            dataKey={spec.category}
            tick={CategoryTick}
            width={150}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <Tooltip
            formatter={(v: TooltipValue) => (typeof v === 'number' ? formatWeight(v) : String(v ?? ''))}
            contentStyle={tooltipStyle}
          />
          <Legend
            verticalAlign="bottom"
            iconType="circle"
            wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
            itemSorter={bySeriesOrder(spec)}
          />
          {spec.series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              radius={[0, 4, 4, 0]}
              maxBarSize={14}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    );
  }
  const yTick = (v: number) => (spec.yFormat === 'percent' ? `${Math.round(v * 100)}%` : formatINRShort(v));
  const value = (v: TooltipValue) =>
    typeof v !== 'number' ? String(v ?? '') : spec.yFormat === 'percent' ? formatRatio(v) : formatRupees(v);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={spec.rows} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={spec.x}
          tick={axisTick}
          tickFormatter={xTick}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={28}
        />
        <YAxis
          tick={axisTick}
          tickFormatter={yTick}
          tickLine={false}
          axisLine={false}
          width={60}
          domain={['auto', 'auto']}
        />
        {spec.zeroLine && <ReferenceLine y={0} stroke="#94a3b8" />}
        <Tooltip formatter={value} labelFormatter={xLabel} contentStyle={tooltipStyle} />
        <Legend
          verticalAlign="bottom"
          iconType="circle"
          wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
          itemSorter={bySeriesOrder(spec)}
        />
        {spec.series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2.25}
            strokeDasharray={s.dashed ? '6 4' : undefined}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
