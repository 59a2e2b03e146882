import { Button, Card, Dialog, Flex, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { formatDateTime } from './format-date.ts'
import { parseMoneyInput } from './money-input.ts'
import { ReasonSelect } from './ReasonSelect.tsx'
import type { Customer, StatementRow } from './types.ts'

type Statement = { balance: number; transactions: StatementRow[] }

/** Store credit (spec 3): the statement with its running balance, and manual adjustments with a reason. */
export function StoreCreditTab({
  customer,
  onChange,
}: {
  customer: Customer
  onChange: (next: Customer) => void
}) {
  const { company } = useMe()
  const statement = useRequest(
    (signal) => api.get<Statement>(`proxy/customer/${customer.id}/store-credit.json`, { signal }),
    [customer.id, customer.credit_balance],
  )
  const money = (cents: number) => formatMoney(cents, company.currency)
  const rows = statement.data?.transactions ?? []
  return (
    <Flex direction="column" gap="4" mt="4">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Text size="5" weight="bold" data-testid="credit-balance">
          {t('customers.balance')}: {money(customer.credit_balance)}
        </Text>
        <AdjustCredit customer={customer} onChange={onChange} />
      </Flex>
      <Card size="1">
        <Table.Root variant="ghost" aria-label={t('customers.tab_store_credit')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('customers.date')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('customers.credit')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('customers.debit')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('customers.description')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('customers.reference')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('customers.balance')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{formatDateTime(row.date)}</Table.Cell>
                <Table.Cell align="right">{row.credit ? money(row.credit) : ''}</Table.Cell>
                <Table.Cell align="right">{row.debit ? money(row.debit) : ''}</Table.Cell>
                <Table.Cell>
                  {row.description}
                  {row.user && (
                    <Text as="div" size="1" color="gray">
                      {row.user}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{row.reference}</Table.Cell>
                <Table.Cell align="right">{money(row.balance)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {statement.data && rows.length === 0 && (
          <Text as="p" color="gray" align="center" my="6">
            {t('customers.no_credit')}
          </Text>
        )}
      </Card>
    </Flex>
  )
}

function AdjustCredit({ customer, onChange }: { customer: Customer; onChange: (next: Customer) => void }) {
  const [open, setOpen] = useState(false)
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit')
  const [amount, setAmount] = useState('')
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [description, setDescription] = useState('')
  const [reference, setReference] = useState('')
  const [error, setError] = useState<{ amount?: string; reason?: string }>({})
  const [saving, setSaving] = useState(false)

  async function submit() {
    const cents = parseMoneyInput(amount)
    const found = {
      amount: cents === null || cents <= 0 ? t('customers.amount_invalid') : undefined,
      reason: reasonId === null ? t('customers.reason_required') : undefined,
    }
    setError(found)
    if (found.amount || found.reason || cents === null) return
    setSaving(true)
    try {
      const answer = await api.post<{ customer: Customer }>(
        `proxy/customer/${customer.id}/store-credit.json`,
        {
          amount: direction === 'credit' ? cents : -cents,
          reason_id: reasonId,
          description,
          reference,
        },
      )
      onChange(answer.customer)
      showToast(t('customers.credit_adjusted'), 'success')
      setOpen(false)
      setAmount('')
      setDescription('')
      setReference('')
    } catch {
      // The client showed why.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button type="button">{t('customers.adjust_credit')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{t('customers.adjust_credit')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('customers.adjust_credit_hint')}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <SegmentedControl.Root
            value={direction}
            onValueChange={(value) => setDirection(value as 'credit' | 'debit')}
          >
            <SegmentedControl.Item value="credit">{t('customers.add_credit')}</SegmentedControl.Item>
            <SegmentedControl.Item value="debit">{t('customers.take_credit')}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Field label={t('customers.amount')} htmlFor="credit_amount" error={error.amount}>
            <TextField.Root
              id="credit_amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field label={t('customers.reason')} htmlFor="credit_reason" error={error.reason}>
            <ReasonSelect
              id="credit_reason"
              kind="store_credit"
              value={reasonId}
              onChange={setReasonId}
              placeholder={t('customers.choose_reason')}
              empty={t('customers.no_credit_reasons')}
            />
          </Field>
          <Field label={t('customers.description')} htmlFor="credit_description">
            <TextField.Root
              id="credit_description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <Field label={t('customers.reference')} htmlFor="credit_reference">
            <TextField.Root
              id="credit_reference"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="button" loading={saving} onClick={() => void submit()}>
            {t('customers.save_adjustment')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
