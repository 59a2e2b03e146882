import type { RegisterRecord } from '@pos/core'
import { parseMoneyText } from '@pos/core'
import { Callout, SegmentedControl, Select, Table, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { formatTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { registerApi } from '../../register/register-api.ts'
import { useMe } from '../../session/session.ts'
import { EntryWithHistory } from './EntryWithHistory.tsx'
import { RegisterPage } from './RegisterPage.tsx'

/** /register/petty-cash (spec 2, 5): cash in or out of an open register, with a petty cash reason. */
export function PettyCash() {
  return <RegisterPage title={t('petty.title')} Form={PettyCashForm} />
}

function PettyCashForm({ register }: { register: RegisterRecord }) {
  const currency = useMe().company.currency
  const entries = useRequest((signal) => registerApi.pettyCash(register.id, signal), [register.id])
  const [direction, setDirection] = useState<'out' | 'in'>('out')
  const [amount, setAmount] = useState('')
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string>>>({})
  const { busy, run } = useBusy()

  if (!entries.data) return null
  if (!entries.data.open) {
    return (
      <Callout.Root color="amber" data-testid="petty-needs-open">
        <Callout.Text>{t('petty.needs_open')}</Callout.Text>
      </Callout.Root>
    )
  }

  async function record(event: FormEvent) {
    event.preventDefault()
    const cents = parseMoneyText(amount)
    const found = {
      amount: cents === undefined || cents === 0 ? t('petty.amount_invalid') : undefined,
      reason: reasonId === null ? t('petty.reason_required') : undefined,
    }
    setErrors(found)
    if (found.amount || found.reason || cents === undefined || reasonId === null) return
    await run(async () => {
      await registerApi.addPettyCash(register.id, {
        amount: direction === 'out' ? -cents : cents,
        reason_id: reasonId,
        note,
      })
      showToast(t('petty.recorded'), 'success')
      setAmount('')
      setNote('')
      entries.reload()
    })
  }

  return (
    <EntryWithHistory
      onSubmit={record}
      fields={
        <>
          <Field label={t('petty.direction')} htmlFor="petty-direction">
            <SegmentedControl.Root
              id="petty-direction"
              value={direction}
              onValueChange={(v) => setDirection(v as 'out' | 'in')}
            >
              <SegmentedControl.Item value="out">{t('petty.out')}</SegmentedControl.Item>
              <SegmentedControl.Item value="in">{t('petty.in')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Field>
          <Field label={t('petty.amount')} htmlFor="petty-amount" error={errors.amount}>
            <TextField.Root
              id="petty-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            >
              <TextField.Slot>$</TextField.Slot>
            </TextField.Root>
          </Field>
          <Field label={t('petty.reason')} htmlFor="petty-reason" error={errors.reason}>
            {entries.data.reasons.length === 0 ? (
              <Text size="2" color="red" role="alert">
                {t('petty.no_reasons')}
              </Text>
            ) : (
              <Select.Root
                value={reasonId === null ? undefined : String(reasonId)}
                onValueChange={(value) => setReasonId(Number(value))}
              >
                <Select.Trigger id="petty-reason" placeholder={t('petty.reason')} />
                <Select.Content>
                  {entries.data.reasons.map((reason) => (
                    <Select.Item key={reason.id} value={String(reason.id)}>
                      {reason.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </Field>
          <TextInputField id="petty-note" label={t('petty.note')} value={note} onChange={setNote} />
        </>
      }
      submitLabel={t('petty.record')}
      busy={busy}
      historyTitle={t('petty.today')}
      emptyText={t('petty.empty')}
      history={entries.data.pettycash.map((entry) => (
        <Table.Row key={entry.id}>
          <Table.Cell>{formatTime(entry.created)}</Table.Cell>
          <Table.Cell>
            {entry.reason}
            {entry.note ? ` · ${entry.note}` : ''}
          </Table.Cell>
          <Table.Cell align="right">
            <Text color={entry.amount < 0 ? 'red' : 'green'}>{formatMoney(entry.amount, currency)}</Text>
          </Table.Cell>
        </Table.Row>
      ))}
    />
  )
}
