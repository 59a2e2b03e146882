import type { RegisterDay as DayAnswer, RegisterClosed, RegisterRecord } from '@pos/core'
import { cashCountTotal, cashVariance, parseMoneyText } from '@pos/core'
import { AlertDialog, Badge, Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
import { Field } from '../../components/Field.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { registerApi } from '../../register/register-api.ts'
import { RegisterPage } from './RegisterPage.tsx'

/** /register/open-close (spec 2, 4, 5): open with a float; close with a cash count by denomination. */
export function OpenClose() {
  return <RegisterPage title={t('day.open_close')} Form={RegisterDay} />
}

function RegisterDay({ register }: { register: RegisterRecord }) {
  const state = useRequest((signal) => registerApi.state(register.id, signal), [register.id])
  const [summary, setSummary] = useState<RegisterClosed>()
  if (!state.data) return null
  const data = state.data
  return (
    <Flex direction="column" gap="5">
      {summary && <CloseSummary answer={summary} currency={data.currency} />}
      {data.session ? (
        <CloseForm
          state={data}
          onClosed={(answer) => {
            setSummary(answer)
            state.reload()
          }}
        />
      ) : (
        <OpenForm
          register={register}
          state={data}
          onOpened={() => {
            setSummary(undefined)
            state.reload()
          }}
        />
      )}
    </Flex>
  )
}

function OpenForm({
  register,
  state,
  onOpened,
}: {
  register: RegisterRecord
  state: DayAnswer
  onOpened: () => void
}) {
  const [text, setText] = useState('200.00')
  const [error, setError] = useState<string>()
  const { busy, run } = useBusy()
  async function open(event: FormEvent) {
    event.preventDefault()
    const float = parseMoneyText(text)
    if (float === undefined) {
      setError(t('day.float_invalid'))
      return
    }
    setError(undefined)
    await run(async () => {
      await registerApi.open(register.id, float)
      showToast(t('day.opened'), 'success')
      onOpened()
    })
  }
  return (
    <Card size="3" style={{ maxWidth: 480 }}>
      <form onSubmit={open} noValidate>
        <Flex direction="column" gap="4">
          <Flex gap="2" align="center">
            <Badge color="gray" size="2">
              {t('day.status_closed')}
            </Badge>
            {state.last_closed?.closed && (
              <Text size="2" color="gray">
                {t('day.last_closed', { time: formatDateTime(state.last_closed.closed) })}
              </Text>
            )}
          </Flex>
          <Field label={t('day.float')} htmlFor="day-float" error={error}>
            <TextField.Root
              id="day-float"
              inputMode="decimal"
              value={text}
              onChange={(e) => setText(e.target.value)}
            >
              <TextField.Slot>$</TextField.Slot>
            </TextField.Root>
          </Field>
          <Button type="submit" loading={busy}>
            {t('day.open_with_float')}
          </Button>
        </Flex>
      </form>
    </Card>
  )
}

function CloseForm({ state, onClosed }: { state: DayAnswer; onClosed: (answer: RegisterClosed) => void }) {
  const [counts, setCounts] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState<{ counted: number; expected: number; variance: number }>()
  const [busy, setBusy] = useState(false)
  const money = (amount: number) => formatMoney(amount, state.currency)
  const numeric: Record<string, number> = {}
  for (const [key, value] of Object.entries(counts)) {
    const n = Number(value)
    if (value.trim() !== '' && Number.isInteger(n) && n >= 0) numeric[key] = n
  }
  const total = cashCountTotal(numeric, state.currency)
  const counted = total.ok ? total.value : 0
  const expected = state.drawer?.expected ?? 0
  const variance = cashVariance(counted, expected)

  async function close(confirmVariance: boolean) {
    setBusy(true)
    try {
      const answer = await registerApi.close(state.register.id, {
        counts: numeric,
        confirm_variance: confirmVariance,
        note: '',
      })
      setConfirming(undefined)
      showToast(t('day.closed'), 'success')
      onClosed(answer)
    } catch (error) {
      const body =
        error instanceof ApiError
          ? (error.body as { variance?: number; expected?: number; counted?: number })
          : null
      if (body && typeof body.variance === 'number' && !confirmVariance) {
        setConfirming({
          counted: body.counted ?? counted,
          expected: body.expected ?? expected,
          variance: body.variance,
        })
      } else if (error instanceof ApiError && !confirmVariance) {
        showToast(error.message, 'danger')
      }
    } finally {
      setBusy(false)
    }
  }

  const session = state.session!
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
      <Card size="3">
        <Flex gap="2" align="center" mb="4">
          <Badge color="green" size="2">
            {t('register.open')}
          </Badge>
          <Text size="2" color="gray">
            {t('day.status_open', { time: formatDateTime(session.opened) })}
          </Text>
        </Flex>
        <Facts
          facts={[
            { label: t('day.float'), value: money(state.drawer?.float ?? 0) },
            { label: t('day.cash_sales'), value: money(state.drawer?.cash_sales ?? 0) },
            { label: t('day.petty_cash'), value: money(state.drawer?.petty_cash ?? 0) },
            {
              label: t('day.expected'),
              value: <Text weight="bold">{money(expected)}</Text>,
              testId: 'expected-cash',
            },
            { label: t('day.counted'), value: money(counted), testId: 'counted-cash' },
            {
              label: t('day.variance'),
              value: (
                <Text color={variance === 0 ? 'green' : 'red'} weight="bold" data-testid="variance">
                  {money(variance)}
                </Text>
              ),
            },
          ]}
        />
        <Button mt="5" color="red" loading={busy} onClick={() => void close(false)}>
          {t('day.close')}
        </Button>
      </Card>
      <Card size="3">
        <Heading as="h2" size="3" mb="3">
          {t('day.count_title')}
        </Heading>
        <DataTable
          size="1"
          columns={[
            {
              header: t('day.denomination'),
              rowHeader: true,
              cell: (value) => <label htmlFor={`count-${value}`}>{money(value)}</label>,
            },
            {
              header: t('day.count'),
              cell: (value) => (
                <TextField.Root
                  id={`count-${value}`}
                  aria-label={t('day.count_of', { value: money(value) })}
                  size="1"
                  inputMode="numeric"
                  style={{ width: 80 }}
                  value={counts[String(value)] ?? ''}
                  onChange={(e) =>
                    setCounts({ ...counts, [String(value)]: e.target.value.replace(/\D/g, '') })
                  }
                />
              ),
            },
            {
              header: t('day.value'),
              align: 'right',
              cell: (value) => money(value * (numeric[String(value)] ?? 0)),
            },
          ]}
          rows={state.denominations}
          rowKey={(value) => value}
          rowAlign="center"
        />
      </Card>
      <AlertDialog.Root
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
      >
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>{t('day.confirm_title')}</AlertDialog.Title>
          {confirming && (
            <AlertDialog.Description size="2">
              {t('day.confirm_body', {
                counted: money(confirming.counted),
                expected: money(confirming.expected),
                variance: money(Math.abs(confirming.variance)),
                direction: t(confirming.variance > 0 ? 'day.over' : 'day.short'),
              })}
            </AlertDialog.Description>
          )}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" loading={busy} onClick={() => void close(true)}>
              {t('day.confirm')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Grid>
  )
}

function CloseSummary({ answer, currency }: { answer: RegisterClosed; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <Card size="3" data-testid="close-summary">
      <Heading as="h2" size="4" mb="3">
        {t('day.summary_title')}
      </Heading>
      <Flex gap="6" mb="4" wrap="wrap">
        <Text size="2">
          {t('day.expected')}: <Text weight="bold">{money(answer.drawer.expected)}</Text>
        </Text>
        <Text size="2">
          {t('day.counted')}: <Text weight="bold">{money(answer.session.counted ?? 0)}</Text>
        </Text>
        <Text size="2">
          {t('day.variance')}:{' '}
          <Text weight="bold" color={answer.session.variance === 0 ? 'green' : 'red'}>
            {money(answer.session.variance ?? 0)}
          </Text>
        </Text>
      </Flex>
      <DataTable
        size="1"
        columns={[
          { header: t('day.tender'), rowHeader: true, cell: (row) => row.name },
          { header: t('day.payments'), align: 'right', cell: (row) => row.count },
          { header: t('day.total'), align: 'right', cell: (row) => money(row.total) },
        ]}
        rows={answer.tenders}
        rowKey={(row) => row.name}
      />
      {answer.tenders.length === 0 && (
        <Text as="p" color="gray" size="2" mt="2">
          {t('day.no_payments')}
        </Text>
      )}
    </Card>
  )
}
