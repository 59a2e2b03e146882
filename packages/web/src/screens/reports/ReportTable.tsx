import {
  MONEY_MEASURES,
  REPORT_WORDS,
  type ReportGroup,
  type ReportMeasure,
  type ReportResult,
  TIME_GROUPS,
} from '@pos/core'
import { Box, Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { DataTable, type TableColumn } from '../../components/DataTable.tsx'
import { formatCount, formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

/** A figure as its measure shows it: money in the company's currency, counts as numbers. */
export function figureText(measure: ReportMeasure, value: number | undefined, currency: string): string {
  return MONEY_MEASURES.has(measure) ? formatMoney(value ?? 0, currency) : formatCount(value ?? 0)
}

/** A row's words: periods as dates people read ('2 Mar 2026', 'Week of 2 Mar 2026', 'Mar 2026'), else as given. */
export function rowLabel(group: ReportGroup, label: string): string {
  if (!TIME_GROUPS.has(group)) return label
  const date = new Date(`${group === 'month' ? `${label}-01` : label}T00:00:00`)
  if (Number.isNaN(date.getTime())) return label
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: 'short', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }
  const text = new Intl.DateTimeFormat('en-AU', options).format(date)
  return group === 'week' ? t('reports.week_of', { date: text }) : text
}

/** How many rows the chart draws: more would not be readable. */
const CHART_ROWS = 15

/** The rows as horizontal bars of the first figure (largest first unless the rows are periods of time). */
export function ReportChart({ result }: { result: ReportResult }) {
  const measure = result.measures[0]
  if (!measure || result.rows.length === 0) return null
  const rows = TIME_GROUPS.has(result.group_by)
    ? result.rows.slice(0, CHART_ROWS)
    : [...result.rows]
        .sort((a, b) => Math.abs(b.values[measure] ?? 0) - Math.abs(a.values[measure] ?? 0))
        .slice(0, CHART_ROWS)
  const largest = Math.max(1, ...rows.map((row) => Math.abs(row.values[measure] ?? 0)))
  return (
    <Card size="2" mb="4" className="report-chart">
      <Heading as="h2" size="3" mb="3">
        {t('reports.chart', { measure: REPORT_WORDS[measure].toLowerCase() })}
      </Heading>
      <Flex direction="column" gap="2" data-testid="report-chart">
        {rows.map((row) => {
          const value = row.values[measure] ?? 0
          const width = `${Math.max(0.5, (Math.abs(value) / largest) * 100)}%`
          return (
            <Flex key={row.key} align="center" gap="3">
              <Text size="1" style={{ width: '30%', minWidth: 90 }} truncate title={row.label}>
                {rowLabel(result.group_by, row.label)}
              </Text>
              <Box style={{ flex: 1 }}>
                <Box
                  style={{
                    width,
                    height: 14,
                    borderRadius: 3,
                    background: value < 0 ? 'var(--red-9)' : 'var(--accent-9)',
                  }}
                />
              </Box>
              <Text size="1" style={{ minWidth: 90, textAlign: 'right' }}>
                {figureText(measure, value, result.currency)}
              </Text>
            </Flex>
          )
        })}
      </Flex>
    </Card>
  )
}

/** The rows and their total line. */
export function ReportTable({ result }: { result: ReportResult }) {
  const { measures, currency } = result
  return (
    <Box style={{ overflowX: 'auto' }}>
      <DataTable
        variant="surface"
        size="1"
        data-testid="report-table"
        columns={[
          {
            key: 'group',
            header: REPORT_WORDS[result.group_by],
            rowHeader: true,
            cell: (row) => rowLabel(result.group_by, row.label),
          },
          ...measures.map(
            (measure): TableColumn<(typeof result.rows)[number]> => ({
              key: measure,
              header: REPORT_WORDS[measure],
              align: 'right',
              cell: (row) => figureText(measure, row.values[measure], currency),
            }),
          ),
        ]}
        rows={result.rows}
        rowKey={(row) => row.key}
        footer={
          <Table.Row data-testid="report-totals">
            <Table.RowHeaderCell>
              <Text weight="bold">{t('reports.total')}</Text>
            </Table.RowHeaderCell>
            {measures.map((measure) => (
              <Table.Cell key={measure} justify="end">
                <Text weight="bold">{figureText(measure, result.totals[measure], currency)}</Text>
              </Table.Cell>
            ))}
          </Table.Row>
        }
      />
    </Box>
  )
}

/** The report as CSV text: the group, each figure in plain numbers (money in currency units), then the total. */
export function reportCsv(result: ReportResult, field: (value: unknown) => string): string {
  const money = (measure: ReportMeasure, value: number | undefined) =>
    MONEY_MEASURES.has(measure) ? ((value ?? 0) / 100).toFixed(2) : String(value ?? 0)
  const lines = [
    [REPORT_WORDS[result.group_by], ...result.measures.map((m) => REPORT_WORDS[m])],
    ...result.rows.map((row) => [row.label, ...result.measures.map((m) => money(m, row.values[m]))]),
    [t('reports.total'), ...result.measures.map((m) => money(m, result.totals[m]))],
  ]
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`
}
