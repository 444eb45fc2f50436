import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatINR, formatINRShort } from '../../../../shared/format';
import { formatPct } from '../results/format-output';
import type { ChartSpec } from '../results/view-types';
import { t } from '../../../../i18n/browser';

type TooltipValue = number | string | ReadonlyArray<number | string> | undefined;

function tooltipText(value: TooltipValue, yFormat: 'money' | 'percent'): string {
  if (typeof value !== 'number') return Array.isArray(value) ? value.join(' – ') : String(value ?? '');
  return yFormat === 'percent' ? formatPct(value) : formatINR(value);
}

const axisTick = { fill: '#64748b', fontSize: 12 };

/**
 * The one chart component of the calculator pages (recharts). Loaded with React.lazy, so the
 * chart library reaches the browser only when a calculator page opens. The numbers behind every
 * chart are also in the page's table, which is what screen readers get.
 */
export function CalculatorChart({ spec, height = 300 }: { spec: ChartSpec; height?: number }) {
  if (spec.kind === 'pie') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <PieChart>
          <Pie
            data={spec.slices}
            dataKey="value"
            nameKey="label"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
            isAnimationActive={false}
          >
            {spec.slices.map((s) => (
              <Cell key={s.label} fill={s.color} />
            ))}
          </Pie>
          <Tooltip formatter={(v: TooltipValue) => tooltipText(v, 'money')} />
          <Legend verticalAlign="bottom" iconType="circle" />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  const tick = (v: number) => (spec.yFormat === 'percent' ? formatPct(v) : formatINRShort(v));
  const hasRight = spec.series.some((s) => s.rightAxis);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={spec.rows} margin={{ top: 8, right: hasRight ? 4 : 12, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={spec.x} tick={axisTick} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={12} />
        <YAxis yAxisId="left" tick={axisTick} tickFormatter={tick} tickLine={false} axisLine={false} width={60} />
        {hasRight && (
          <YAxis
            yAxisId="right"
            orientation="right"
            tick={axisTick}
            tickFormatter={tick}
            tickLine={false}
            axisLine={false}
            width={60}
          />
        )}
        <Tooltip
          formatter={(v: TooltipValue) => tooltipText(v, spec.yFormat)}
          labelFormatter={(label: unknown) =>
            t('calculators.chart.tooltipLabel', { label: spec.xLabel, value: String(label) })
          }
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', boxShadow: '0 4px 16px rgb(15 23 42 / 0.08)' }}
        />
        <Legend verticalAlign="bottom" iconType="circle" wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        {spec.series.map((s) => {
          const axis = s.rightAxis ? 'right' : 'left';
          if (s.kind === 'bar')
            return (
              <Bar
                key={s.key}
                yAxisId={axis}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                stackId={s.stack}
                radius={s.stack ? 0 : [4, 4, 0, 0]}
                maxBarSize={48}
                isAnimationActive={false}
              />
            );
          if (s.kind === 'line')
            return (
              <Line
                key={s.key}
                yAxisId={axis}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2.5}
                dot={false}
                isAnimationActive={false}
              />
            );
          return (
            <Area
              key={s.key}
              yAxisId={axis}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.18}
              strokeWidth={2}
              stackId={s.stack}
              isAnimationActive={false}
            />
          );
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
