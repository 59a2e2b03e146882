import type { ReportSection } from '@pos/core'
import { Button, Card, Flex, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { booksApi, queryOf, type Report, type ReportKind } from './books-api.ts'

const TITLES = {
  'profit-and-loss': 'books.pl',
  'balance-sheet': 'books.bs',
  'trial-balance': 'books.tb',
  bas: 'books.bas',
} as const

const money = (cents: number) => formatMoney(cents, 'AUD')

/**
 * /accounts/reports/profit-and-loss, balance-sheet, trial-balance and bas-report: the period (or date), the
 * comparison periods, the BAS basis; the figures from the server; CSV export and print (the browser's dialog).
 */
export function BooksReport({ kind }: { kind: ReportKind }) {
  const [form, setForm] = useState({ from: '', to: '', date: '', compare: '0', basis: 'accrual' })
  const [query, setQuery] = useState(queryOf({}))
  const report = useRequest((signal) => booksApi.report(kind, query, signal), [kind, query])
  const ranged = kind === 'profit-and-loss' || kind === 'bas'
  const csv = `/api/proxy/reports/${kind}.json?${queryOf({ ...Object.fromEntries(new URLSearchParams(query)), format: 'csv' })}`
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value })
  // Until a person picks dates, the fields show the ones the server chose (financial year to date, the quarter,
  // today), and running the report again keeps them.
  const shown = { ...(report.data === undefined ? {} : datesOf(report.data)), ...filled(form) }
  return (
    <>
      <PageHeader
        title={t(TITLES[kind])}
        actions={
          <>
            <Button asChild variant="soft">
              <a href={csv}>{t('books.csv')}</a>
            </Button>
            <Button variant="soft" onClick={() => window.print()}>
              {t('books.print')}
            </Button>
          </>
        }
      />
      <Card size="2" mb="4" className="no-print">
        <Flex gap="3" align="end" wrap="wrap">
          {ranged ? (
            <>
              <DateField label={t('books.from')} value={shown.from ?? ''} onChange={set('from')} />
              <DateField label={t('books.to')} value={shown.to ?? ''} onChange={set('to')} />
            </>
          ) : (
            <DateField label={t('books.date')} value={shown.date ?? ''} onChange={set('date')} />
          )}
          {kind === 'bas' ? (
            <SelectField
              id="books-field-1"
              label={t('books.basis')}
              value={form.basis}
              options={[
                { value: 'accrual', label: t('books.accrual') },
                { value: 'cash', label: t('books.cash') },
              ]}
              onChange={set('basis')}
            />
          ) : (
            <TextInputField
              id="books-field-2"
              label={t('books.compare')}
              type="number"
              min="0"
              max="12"
              value={form.compare}
              onChange={(text) => set('compare')(text)}
            />
          )}
          <Button
            onClick={() =>
              setQuery(
                queryOf(
                  ranged
                    ? {
                        from: shown.from,
                        to: shown.to,
                        compare: form.compare,
                        basis: kind === 'bas' ? form.basis : undefined,
                      }
                    : { date: shown.date, compare: form.compare },
                ),
              )
            }
          >
            {t('books.run')}
          </Button>
        </Flex>
      </Card>
      {report.data !== undefined && <ReportBody report={report.data} query={query} />}
    </>
  )
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = `books-date-${label}`
  return <TextInputField id={id} label={label} type="date" value={value} onChange={onChange} />
}

/** The dates a report was run for: its first period, or its first date. */
function datesOf(report: Report): { from?: string; to?: string; date?: string } {
  if (report.kind === 'profit-and-loss') {
    const first = report.data.periods[0]
    return first ? { from: first.from, to: first.to } : {}
  }
  if (report.kind === 'bas') return { from: report.data.from, to: report.data.to }
  const first = report.data.dates[0]
  return first ? { date: first.date } : {}
}

/** The dates a person typed (an empty field is no choice). */
function filled(form: { from: string; to: string; date: string }) {
  return Object.fromEntries(
    Object.entries({ from: form.from, to: form.to, date: form.date }).filter(([, v]) => v),
  )
}

function ReportBody({ report: { kind, data }, query }: { report: Report; query: string }) {
  if (kind === 'profit-and-loss') {
    const periods = data.periods
    const heads = periods.map((p) => `${formatDay(p.from)} – ${formatDay(p.to)}`)
    const reports = periods.map((p) => p.report)
    return (
      <Columns heads={heads}>
        <SectionRows title={t('books.income')} sections={reports.map((r) => r.income)} />
        <SectionRows title={t('books.cost_of_sales')} sections={reports.map((r) => r.costOfSales)} />
        <TotalRow label={t('books.gross_profit')} values={reports.map((r) => r.grossProfit)} />
        <SectionRows title={t('books.expenses')} sections={reports.map((r) => r.expenses)} />
        <TotalRow label={t('books.net_profit')} values={reports.map((r) => r.netProfit)} />
      </Columns>
    )
  }
  if (kind === 'balance-sheet') {
    const dates = data.dates
    const reports = dates.map((d) => d.report)
    return (
      <Columns heads={dates.map((d) => formatDay(d.date))}>
        <SectionRows title={t('books.assets')} sections={reports.map((r) => r.assets)} />
        <SectionRows title={t('books.liabilities')} sections={reports.map((r) => r.liabilities)} />
        <SectionRows
          title={t('books.equity')}
          sections={reports.map((r) => ({
            lines: r.equity.lines,
            total: r.equity.total - r.equity.currentYearEarnings,
          }))}
          hideTotal
        />
        <TotalRow
          label={t('books.current_year_earnings')}
          values={reports.map((r) => r.equity.currentYearEarnings)}
        />
        <TotalRow
          label={`${t('books.total')} ${t('books.equity')}`}
          values={reports.map((r) => r.equity.total)}
        />
        <TotalRow label={t('books.net_assets')} values={reports.map((r) => r.netAssets)} />
      </Columns>
    )
  }
  if (kind === 'trial-balance') {
    const report = data.dates[0]!.report
    return (
      <Card size="2">
        <DataTable
          size="1"
          columns={[
            { header: t('books.code'), cell: (row) => row.code },
            {
              header: t('books.account'),
              cell: (row) => (
                <Link to="/accounts/general-ledger" search={{ account: row.id }}>
                  {row.name}
                </Link>
              ),
            },
            { header: t('books.debit'), align: 'right', cell: (row) => (row.debit ? money(row.debit) : '') },
            {
              header: t('books.credit'),
              align: 'right',
              cell: (row) => (row.credit ? money(row.credit) : ''),
            },
          ]}
          rows={report.rows}
          rowKey={(row) => row.id}
          footer={
            <Table.Row>
              <Table.RowHeaderCell colSpan={2}>{t('books.total')}</Table.RowHeaderCell>
              <Table.Cell justify="end">{money(report.debit)}</Table.Cell>
              <Table.Cell justify="end">{money(report.credit)}</Table.Cell>
            </Table.Row>
          }
        />
      </Card>
    )
  }
  const bas = data
  const labels = ['G1', 'G2', 'G3', 'G10', 'G11', '1A', '1B']
  const params = Object.fromEntries(new URLSearchParams(query))
  return (
    <Card size="2">
      <DataTable
        size="1"
        columns={[
          {
            header: t('books.label'),
            cell: (label) => (
              <RadixLink
                href={`/api/proxy/reports/bas-documents.json?${queryOf({ ...params, label, format: 'csv' })}`}
              >
                {label}
              </RadixLink>
            ),
          },
          { header: t('books.amount'), align: 'right', cell: (label) => money(bas.figures[label] ?? 0) },
          { header: t('books.lodged'), align: 'right', cell: (label) => bas.lodged[label] },
        ]}
        rows={labels}
        rowKey={(label) => label}
        footer={
          <Table.Row>
            <Table.RowHeaderCell>{t('books.net_gst')}</Table.RowHeaderCell>
            <Table.Cell justify="end">{money(bas.netGst)}</Table.Cell>
            <Table.Cell />
          </Table.Row>
        }
      />
      <Text as="p" size="1" color="gray" mt="2">
        {formatDay(bas.from)} – {formatDay(bas.to)}
      </Text>
    </Card>
  )
}

function Columns({ heads, children }: { heads: string[]; children: ReactNode }) {
  return (
    <Card size="2">
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('books.account')}</Table.ColumnHeaderCell>
            {heads.map((head) => (
              <Table.ColumnHeaderCell key={head} justify="end">
                {head}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Card>
  )
}

function SectionRows({
  title,
  sections,
  hideTotal,
}: {
  title: string
  sections: ReportSection[]
  hideTotal?: boolean
}) {
  const accounts = new Map<number, { code: string; name: string }>()
  for (const section of sections) for (const line of section.lines) accounts.set(line.accountId, line)
  return (
    <>
      <Table.Row>
        <Table.RowHeaderCell colSpan={sections.length + 1}>
          <Text weight="bold">{title}</Text>
        </Table.RowHeaderCell>
      </Table.Row>
      {[...accounts].map(([id, account]) => (
        <Table.Row key={id}>
          <Table.Cell>
            <Link to="/accounts/general-ledger" search={{ account: id }}>
              {account.code} {account.name}
            </Link>
          </Table.Cell>
          {sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the report's periods, in a fixed order
            <Table.Cell key={i} justify="end">
              {money(section.lines.find((line) => line.accountId === id)?.amount ?? 0)}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
      {!hideTotal && (
        <TotalRow label={`${t('books.total')} ${title}`} values={sections.map((s) => s.total)} />
      )}
    </>
  )
}

function TotalRow({ label, values }: { label: string; values: number[] }) {
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text weight="bold">{label}</Text>
      </Table.RowHeaderCell>
      {values.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the report's periods, in a fixed order
        <Table.Cell key={i} justify="end">
          <Text weight="bold">{money(value)}</Text>
        </Table.Cell>
      ))}
    </Table.Row>
  )
}
