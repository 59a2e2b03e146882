import {
  BUDGET_PERIODS,
  type BudgetCell,
  BudgetGridSchema,
  type BudgetPeriod,
  type BudgetQuery,
  budgetRangeProblem,
  compareWithBudget,
  defaultBudgetRange,
  totalComparison,
} from '@pos/core'
import { Box, Button, Callout, Card, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes'
import { useEffect, useMemo, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { today } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
const cellKey = (storeId: number, start: string) => `${storeId}:${start}`

function periodLabel(start: string, period: BudgetPeriod): string {
  const date = new Date(`${start}T00:00:00`)
  const options: Intl.DateTimeFormatOptions =
    period === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }
  return new Intl.DateTimeFormat('en-AU', options).format(date)
}

function percentText(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`
}

/**
 * /sales/sales-budget: a from-to range and a period; a grid of budgets per store and period to type in and save,
 * each cell with what the store sold then; and actual against budget per store (variance and % of budget from
 * core's compareWithBudget).
 */
export function SalesBudget() {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const [form, setForm] = useState<BudgetQuery>(() => defaultBudgetRange(today()))
  const [query, setQuery] = useState<BudgetQuery>(form)
  const problem = budgetRangeProblem(query)
  const grid = useRequest(
    problem
      ? null
      : (signal) =>
          answers.get(BudgetGridSchema, 'sales-budget.json', { query: { ...query, tz: timeZone }, signal }),
    [query.from, query.to, query.period],
  )
  const [typed, setTyped] = useState<Record<string, string>>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const budgets = useMemo(
    () => new Map((grid.data?.budgets ?? []).map((c) => [cellKey(c.store_id, c.period_start), c.amount])),
    [grid.data],
  )
  const actuals = useMemo(
    () => new Map((grid.data?.actuals ?? []).map((c) => [cellKey(c.store_id, c.period_start), c.amount])),
    [grid.data],
  )
  useEffect(() => {
    const next: Record<string, string> = {}
    for (const [key, amount] of budgets) next[key] = moneyInputText(amount)
    setTyped(next)
    setError(undefined)
  }, [budgets])

  /** A cell's budget as typed (an unreadable one counts as its saved amount until fixed). */
  const budgetOf = (key: string) => {
    const text = typed[key] ?? ''
    if (text.trim() === '') return 0
    return parseMoneyInput(text) ?? budgets.get(key) ?? 0
  }

  async function save() {
    if (!grid.data) return
    const entries: BudgetCell[] = []
    for (const store of grid.data.stores) {
      for (const start of grid.data.periods) {
        const key = cellKey(store.id, start)
        const text = (typed[key] ?? '').trim()
        const amount = text === '' ? 0 : parseMoneyInput(text)
        if (amount === null || amount < 0) {
          setError(t('budget.amount_unreadable'))
          return
        }
        if (amount !== (budgets.get(key) ?? 0))
          entries.push({ store_id: store.id, period_start: start, amount })
      }
    }
    setBusy(true)
    setError(undefined)
    try {
      await api.put('sales-budget.json', { period: grid.data.period, entries }, { quiet: true })
      showToast(t('budget.saved'), 'success')
      grid.reload()
    } catch (failure) {
      setError(refusalOf(failure)?.message ?? t('error.connection'))
    } finally {
      setBusy(false)
    }
  }

  const data = grid.data
  const comparisons = data
    ? data.stores.map((store) => {
        const cells = data.periods.map((start) => {
          const key = cellKey(store.id, start)
          return { actual: actuals.get(key) ?? 0, budget: budgetOf(key) }
        })
        return { store, total: totalComparison(cells) }
      })
    : []
  const grand = totalComparison(comparisons.map((row) => row.total))

  return (
    <>
      <PageHeader title={t('budget.title')} description={t('budget.description')} />
      <Card size="2" mb="4">
        <Flex gap="3" align="end" wrap="wrap">
          <TextInputField
            id="budget-from"
            label={t('budget.from')}
            type="date"
            value={form.from}
            onChange={(text) => setForm({ ...form, from: text })}
          />
          <TextInputField
            id="budget-to"
            label={t('budget.to')}
            type="date"
            value={form.to}
            onChange={(text) => setForm({ ...form, to: text })}
          />
          <Field label={t('budget.period')} htmlFor="budget-period">
            <Select.Root
              value={form.period}
              onValueChange={(value) => setForm({ ...form, period: value as BudgetPeriod })}
            >
              <Select.Trigger id="budget-period" style={{ minWidth: 120 }} />
              <Select.Content>
                {BUDGET_PERIODS.map((period) => (
                  <Select.Item key={period} value={period}>
                    {t(`budget.${period}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
          <Button onClick={() => setQuery({ ...form })}>{t('budget.show')}</Button>
        </Flex>
      </Card>
      {problem ? (
        <Callout.Root color="amber" role="alert" data-testid="budget-problem">
          <Callout.Text>{problem.message}</Callout.Text>
        </Callout.Root>
      ) : data && data.stores.length === 0 ? (
        <Callout.Root color="gray">
          <Callout.Text>{t('budget.no_stores')}</Callout.Text>
        </Callout.Root>
      ) : data ? (
        <>
          <Card size="2" mb="4">
            <Box style={{ overflowX: 'auto' }}>
              <Table.Root size="1" data-testid="budget-grid">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('budget.store')}</Table.ColumnHeaderCell>
                    {data.periods.map((start) => (
                      <Table.ColumnHeaderCell key={start} style={{ minWidth: 120 }}>
                        {periodLabel(start, data.period)}
                      </Table.ColumnHeaderCell>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.stores.map((store) => (
                    <Table.Row key={store.id}>
                      <Table.RowHeaderCell>{store.name}</Table.RowHeaderCell>
                      {data.periods.map((start) => {
                        const key = cellKey(store.id, start)
                        const actual = actuals.get(key) ?? 0
                        const compared = compareWithBudget(actual, budgetOf(key))
                        return (
                          <Table.Cell key={start}>
                            <TextField.Root
                              size="1"
                              inputMode="decimal"
                              aria-label={`${t('budget.enter')} ${store.name} ${periodLabel(start, data.period)}`}
                              value={typed[key] ?? ''}
                              placeholder="0.00"
                              onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
                            />
                            <Text as="div" size="1" color="gray" mt="1">
                              {money(actual)} · {percentText(compared.percent)}
                            </Text>
                          </Table.Cell>
                        )
                      })}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Flex gap="3" align="center" mt="3" wrap="wrap">
              <Button onClick={save} disabled={busy}>
                {t('budget.save')}
              </Button>
              {error && (
                <Text size="2" color="red" role="alert">
                  {error}
                </Text>
              )}
            </Flex>
          </Card>
          <Heading as="h2" size="4" mb="3">
            {t('budget.compare')}
          </Heading>
          <Box style={{ overflowX: 'auto' }}>
            <DataTable
              variant="surface"
              size="1"
              data-testid="budget-comparison"
              columns={[
                {
                  header: t('budget.store'),
                  rowHeader: true,
                  cell: ({ store }) => <Text weight={store.id === 0 ? 'bold' : 'regular'}>{store.name}</Text>,
                },
                { header: t('budget.budget'), align: 'right', cell: ({ total }) => money(total.budget) },
                { header: t('budget.actual'), align: 'right', cell: ({ total }) => money(total.actual) },
                {
                  header: t('budget.variance'),
                  align: 'right',
                  cell: ({ total }) => (
                    <Text color={total.variance < 0 ? 'red' : 'green'}>{money(total.variance)}</Text>
                  ),
                },
                {
                  header: t('budget.percent'),
                  align: 'right',
                  cell: ({ total }) => percentText(total.percent),
                },
              ]}
              rows={[...comparisons, { store: { id: 0, name: t('budget.total') }, total: grand }]}
              rowKey={({ store }) => store.id}
            />
          </Box>
        </>
      ) : null}
    </>
  )
}
