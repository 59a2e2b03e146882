import {
  allowedWithRights,
  type BillStatus,
  billAllows,
  billDueDate,
  billOwed,
  billResource,
  INVOICE_STATUS_WORDS,
  invoiceTotals,
  type RowOf,
  type TaxType,
} from '@pos/core'
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  Flex,
  Grid,
  Heading,
  Table,
  Text,
  TextField,
  Link as ThemeLink,
} from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import type { Choice } from '../../components/document-lines/CellSelect.tsx'
import { DocumentLines, type LineColumn } from '../../components/document-lines/DocumentLines.tsx'
import { newLineKey } from '../../components/document-lines/document-lines.ts'
import { Field } from '../../components/Field.tsx'
import { ConfirmedAction, EditActions } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { actAndShow, deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan } from '../../session/session.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'
import { ChoiceField, today, useMoney, usePurchasingChoices, wholeOf } from './parts.tsx'

const bills = resourceClient(billResource)
type Bill = RowOf<typeof billResource>
type Line = {
  key: number
  description: string
  account: string
  rate: string
  quantity: string
  price: string
  orderLine: number | null
}

const blank = (): Line => ({
  key: newLineKey(),
  description: '',
  account: '',
  rate: '',
  quantity: '1',
  price: '',
  orderLine: null,
})
const STATUS_WORDS = Object.fromEntries(INVOICE_STATUS_WORDS.map((s) => [s.value, s.label]))
const STATUS_COLOR = { draft: 'gray', awaiting_payment: 'amber', paid: 'green', canceled: 'red' } as const

/**
 * /accounts/bills-to-pay/new and /accounts/bills-to-pay/$id: a supplier's bill (lines with account, tax rate,
 * quantity and unit price; GST and totals by core as typed; due date from the supplier's payment terms), saved as a
 * draft, then approved (posted), paid, canceled or, while a draft, deleted. A bill made from a purchase order links
 * back to it.
 */
export function BillEdit({ id }: { id: number | null }) {
  const navigate = useNavigate()
  const money = useMoney()
  const choices = usePurchasingChoices()
  const existing = useRequest(id === null ? null : (signal) => bills.get(id, { signal }), [id])
  const [bill, setBill] = useState<Bill>()
  const [supplier, setSupplier] = useState('')
  const [reference, setReference] = useState('')
  const [date, setDate] = useState(today())
  const [due, setDue] = useState('')
  const [inclusive, setInclusive] = useState(true)
  const [lines, setLines] = useState<Line[]>([blank()])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  const load = useCallback((row: Bill) => {
    setBill(row)
    setSupplier(String(row.supplier_id))
    setReference(row.reference)
    setDate(row.date)
    setDue(row.due_date)
    setInclusive(row.tax_inclusive)
    setLines(
      row.lines.map((line) => ({
        key: newLineKey(),
        description: line.description,
        account: String(line.account_id),
        rate: String(line.tax_rate_id),
        quantity: String(line.quantity),
        price: moneyInputText(line.unit_price),
        orderLine: line.purchase_order_line_id,
      })),
    )
  }, [])
  useEffect(() => {
    if (existing.data) load(existing.data)
  }, [existing.data, load])

  const status: BillStatus = bill?.status ?? 'draft'
  const can = useCan()
  const allows = allowedWithRights(
    billAllows({ status, total: bill?.total ?? 0, paid: bill?.paid ?? 0 }),
    billResource,
    (right) => can(right.area, right.action),
  )
  const readOnly = !allows.edit
  const rateType = useMemo(
    () => new Map(choices.rates.map((rate) => [String(rate.id), rate.tax_type as TaxType])),
    [choices.rates],
  )
  const totals = invoiceTotals(
    lines.map((line) => ({
      quantity: wholeOf(line.quantity) ?? 0,
      unit_price: parseMoneyInput(line.price) ?? 0,
      taxType: rateType.get(line.rate) ?? 'BASEXCLUDED',
    })),
    inclusive,
  )
  const terms = choices.suppliers.find((s) => String(s.id) === supplier)?.payment_terms_days
  const shownDue = due || (terms !== undefined && date ? billDueDate(date, terms) : '')
  const columns: LineColumn<Line>[] = [
    { kind: 'text', field: 'description', label: t('purchasing.description'), wide: true },
    { kind: 'choice', field: 'account', label: t('purchasing.account'), choices: choices.accountChoices },
    { kind: 'choice', field: 'rate', label: t('purchasing.tax_rate'), choices: choices.rateChoices },
    {
      kind: 'text',
      field: 'quantity',
      label: t('purchasing.quantity'),
      width: '4.5em',
      inputMode: 'numeric',
    },
    { kind: 'text', field: 'price', label: t('purchasing.unit_price'), width: '6.5em', inputMode: 'decimal' },
  ]

  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    if (refusal) setErrors({ [refusal.field?.split('.')[0] ?? 'lines']: refusal.message })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const written = lines.filter((line) => line.account || line.price || line.description)
    const problems: Record<string, string> = {}
    if (written.length === 0) problems.lines = t('purchasing.line_required')
    for (const [index, line] of written.entries())
      if (!line.account || !line.rate || !wholeOf(line.quantity) || parseMoneyInput(line.price) === null)
        problems.lines = t('purchasing.line_incomplete', { line: index + 1 })
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      return
    }
    const body = {
      supplier_id: supplier ? Number(supplier) : null,
      purchase_order_id: bill?.purchase_order_id ?? null,
      reference,
      date,
      due_date: due || null,
      tax_inclusive: inclusive,
      lines: written.map((line) => ({
        description: line.description,
        account_id: Number(line.account),
        tax_rate_id: Number(line.rate),
        quantity: wholeOf(line.quantity)!,
        unit_price: parseMoneyInput(line.price)!,
        purchase_order_line_id: line.orderLine,
      })),
    }
    setErrors({})
    setSaving(true)
    try {
      if (id === null) {
        const created = await bills.create(body)
        showToast(t('purchasing.bill_saved'), 'success')
        await navigate({ to: '/accounts/bills-to-pay/$id', params: { id: String(created.id) } })
      } else {
        load(await bills.update(id, body))
        showToast(t('common.saved'), 'success')
      }
    } catch (error) {
      showRefusal(error)
    } finally {
      setSaving(false)
    }
  }

  async function act(action: 'approve' | 'cancel', done: string) {
    if (id === null) return
    await actAndShow(() => bills.act(id, action), load, done, showRefusal)
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => bills.remove(id),
      t('purchasing.bill_deleted'),
      () => navigate({ to: '/accounts/bills-to-pay' }),
    )
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('purchasing.new_bill') : (bill?.number ?? t('purchasing.bill'))}
        actions={
          <EditActions back="/accounts/bills-to-pay" saving={saving} loading={existing.loading || readOnly}>
            {id !== null && allows.approve && (
              <Button
                type="button"
                variant="soft"
                onClick={() => void act('approve', t('purchasing.approved'))}
              >
                {t('purchasing.approve')}
              </Button>
            )}
            {bill && allows.pay && <PaymentDialog bill={bill} banks={choices.bankChoices} onPaid={load} />}
            {allows.cancel && (
              <ConfirmedAction
                label={t('purchasing.cancel_bill')}
                body={t('purchasing.cancel_bill_body')}
                onConfirm={() => void act('cancel', t('purchasing.bill_canceled'))}
              />
            )}
            {id !== null && allows.remove && (
              <ConfirmedAction
                label={t('common.delete')}
                body={t('purchasing.delete_bill', { number: bill?.number ?? '' })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      {bill && (
        <Flex gap="3" align="center" mb="3" wrap="wrap">
          <Badge size="2" color={STATUS_COLOR[status]} data-testid="bill-status">
            {STATUS_WORDS[status]}
          </Badge>
          {status !== 'draft' && (
            <Text size="2" color="gray">
              {t('purchasing.paid_of', { paid: money(bill.paid), total: money(bill.total) })}
            </Text>
          )}
          {bill.purchase_order_id !== null && (
            <ThemeLink asChild size="2">
              <Link to="/accounts/purchase-order/$id" params={{ id: String(bill.purchase_order_id) }}>
                {t('purchasing.order')}
              </Link>
            </ThemeLink>
          )}
        </Flex>
      )}
      <Card size="3" mb="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <ChoiceField
            id="bill-supplier"
            label={t('purchasing.supplier')}
            value={supplier}
            choices={choices.supplierChoices}
            onChange={setSupplier}
            error={errors.supplier_id}
            disabled={readOnly}
          />
          <Field label={t('purchasing.supplier_invoice')} htmlFor="bill-reference" error={errors.reference}>
            <TextField.Root
              id="bill-reference"
              value={reference}
              disabled={readOnly}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
          <Field label={t('purchasing.date')} htmlFor="bill-date" error={errors.date}>
            <TextField.Root
              id="bill-date"
              type="date"
              value={date}
              disabled={readOnly}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <Field label={t('purchasing.due_date')} htmlFor="bill-due" error={errors.due_date}>
            <TextField.Root
              id="bill-due"
              type="date"
              value={shownDue}
              disabled={readOnly}
              onChange={(e) => setDue(e.target.value)}
            />
          </Field>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={inclusive}
                disabled={readOnly}
                onCheckedChange={(value) => setInclusive(value === true)}
              />
              {t('purchasing.tax_inclusive')}
            </Flex>
          </Text>
        </Grid>
      </Card>
      <DocumentLines
        heading={t('purchasing.lines')}
        columns={columns}
        lines={lines}
        onChange={setLines}
        onEdit={() => setErrors((current) => ({ ...current, lines: '' }))}
        blank={blank}
        amounts={{ label: t('purchasing.amount'), lines: totals.lines }}
        totals={{
          testId: 'bill-totals',
          rows: [
            { label: t('purchasing.subtotal'), amount: totals.subtotal },
            { label: t('purchasing.gst'), amount: totals.tax },
            { label: t('purchasing.total'), amount: totals.total, strong: true },
          ],
        }}
        labels={{ add: t('purchasing.add_line'), remove: t('purchasing.remove_line') }}
        money={money}
        readOnly={readOnly}
        error={errors.lines}
      />
      {bill && bill.payments.length > 0 && (
        <Card size="3" mb="4">
          <Heading as="h2" size="4" mb="3">
            {t('purchasing.payments')}
          </Heading>
          <Table.Root size="1">
            <Table.Body>
              {bill.payments.map((payment) => (
                <Table.Row key={payment.id}>
                  <Table.Cell>{formatDate(`${payment.date}T00:00:00`)}</Table.Cell>
                  <Table.Cell>
                    {choices.bankChoices.find((b) => b.value === String(payment.account_id))?.label ?? ''}
                  </Table.Cell>
                  <Table.Cell justify="end">{money(payment.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
      )}
    </form>
  )
}

/** Record Payment: the amount (what is owed, to begin with), its date and the bank account it left. */
function PaymentDialog({
  bill,
  banks,
  onPaid,
}: {
  bill: Bill
  banks: readonly Choice[]
  onPaid: (row: Bill) => void
}) {
  const money = useMoney()
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const [date, setDate] = useState(today())
  const [bank, setBank] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function pay() {
    const cents = parseMoneyInput(amount)
    if (cents === null || cents <= 0) {
      setErrors({ amount: t('invoice.payment_amount') })
      return
    }
    try {
      const row = await bills.act(bill.id, 'pay', {
        amount: cents,
        date,
        account_id: bank ? Number(bank) : null,
      })
      setOpen(false)
      onPaid(row)
      showToast(t('purchasing.payment_recorded'), 'success')
    } catch (caught) {
      const refusal = refusalOf(caught)
      if (refusal) setErrors({ [refusal.field ?? 'amount']: refusal.message })
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setAmount(moneyInputText(billOwed(bill)))
          setBank(banks[0]?.value ?? '')
          setErrors({})
        }
      }}
    >
      <Dialog.Trigger>
        <Button type="button" variant="soft">
          {t('purchasing.record_payment')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('purchasing.record_payment')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('purchasing.owed', { owed: money(billOwed(bill)) })}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <Field label={t('purchasing.amount')} htmlFor="bill-payment-amount" error={errors.amount}>
            <TextField.Root
              id="bill-payment-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field label={t('purchasing.date')} htmlFor="bill-payment-date" error={errors.date}>
            <TextField.Root
              id="bill-payment-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <ChoiceField
            id="bill-payment-bank"
            label={t('purchasing.bank_account')}
            value={bank}
            choices={banks}
            onChange={setBank}
            error={errors.account_id}
          />
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="button" onClick={() => void pay()}>
            {t('purchasing.record_payment')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
