import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DashboardSales, SalesBucket } from '../../api/types.ts'
import { formatBucket, formatCount, formatMoney, formatMoneyCompact } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

type Props = { series: DashboardSales['series']; bucket: SalesBucket; currency: string }

/** Sales over time: one point per bucket of the range (hour, day or month). */
export function SalesChart({ series, bucket, currency }: Props) {
  const points = series.map((point) => ({ ...point, label: formatBucket(point.start, bucket) }))
  return (
    <div style={{ width: '100%', height: 320 }} data-testid="sales-chart">
      <ResponsiveContainer>
        <AreaChart data={points} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
          <defs>
            <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--accent-9)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--accent-9)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="var(--gray-a4)" vertical={false} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: 'var(--gray-a6)' }}
            tick={{ fill: 'var(--gray-11)', fontSize: 12 }}
            minTickGap={24}
            interval="preserveStartEnd"
            tickMargin={8}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={72}
            tick={{ fill: 'var(--gray-11)', fontSize: 12 }}
            tickFormatter={(value: number) => formatMoneyCompact(value, currency)}
          />
          <Tooltip
            cursor={{ stroke: 'var(--accent-8)', strokeDasharray: '4 4' }}
            contentStyle={{
              borderRadius: 8,
              border: '1px solid var(--gray-a5)',
              boxShadow: 'var(--shadow-3)',
              fontSize: 13,
            }}
            formatter={(value, _name, item) => [
              `${formatMoney(Number(value), currency)} · ${formatCount((item.payload as { count: number }).count)} ${t('dashboard.series_count').toLowerCase()}`,
              t('dashboard.series_total'),
            ]}
          />
          <Area
            type="monotone"
            dataKey="total"
            stroke="var(--accent-9)"
            strokeWidth={2}
            fill="url(#sales-fill)"
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}
