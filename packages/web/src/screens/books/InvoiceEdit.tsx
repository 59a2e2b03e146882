import {
  allowedWithRights,
  INVOICE_STATUS_WORDS,
  type InvoiceStatus,
  invoiceAllows,
  invoiceOwed,
  invoiceResource,
  invoiceTotals,
  paymentMethodResource,
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
  Select,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DocumentLines, type LineColumn } from '../../components/document-lines/DocumentLines.tsx'
import { newLineKey } from '../../components/document-lines/document-lines.ts'
import { Field } from '../../components/Field.tsx'
import { ConfirmedAction, EditActions } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { actAndShow, deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan } from '../../session/session.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'
import { booksApi } from './books-api.ts'

const invoices = resourceClient(invoiceResource)
const methods = resourceClient(paymentMethodResource)
type Invoice = RowOf<typeof invoiceResource>

type Line = {
  key: number
  description: string
  account: string
  rate: string
  quantity: string
  price: string
}
const blank = (): Line => ({
  key: newLineKey(),
  description: '',
  account: '',
  rate: '',
  quantity: '1',
  price: '',
})
const today = () => new Date().toISOString().slice(0, 10)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const money = (cents: number) => formatMoney(cents, 'AUD')
const STATUS_LABEL = Object.fromEntries(INVOICE_STATUS_WORDS.map((s) => [s.value, s.label]))
const STATUS_COLOR = {
  draft: 'gray',
  awaiting_payment: 'amber',
  paid: 'green',
  canceled: 'red',
} as const

/** A typed quantity as a whole number ≥ 1, or null. */
const quantityOf = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : null)

/**
 * /accounts/invoices/new and /accounts/invoices/$id: an invoice to a customer (lines with account, tax rate,
 * quantity and unit price; GST and totals worked out by core as typed), saved as a draft, then approved
 * (posted), paid (in part or in full), canceled or, while a draft, deleted. Not a draft: read only.
 */
export function InvoiceEdit({ id }: { id: number | null }) {
  const navigate = useNavigate()
  const choices = useRequest((signal) => booksApi.choices(signal), [])
  const paymentMethods = useRequest((signal) => methods.list({}, { signal }), [])
  const existing = useRequest(id === null ? null : (signal) => invoices.get(id, { signal }), [id])
  const [invoice, setInvoice] = useState<Invoice>()
  const [contact, setContact] = useState('')
  const [email, setEmail] = useState('')
  const [reference, setReference] = useState('')
  const [date, setDate] = useState(today())
  const [due, setDue] = useState(inDays(30))
  const [inclusive, setInclusive] = useState(true)
  const [lines, setLines] = useState<Line[]>([blank()])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [emailing, setEmailing] = useState(false)

  const load = useCallback((row: Invoice) => {
    setInvoice(row)
    setContact(row.contact_name)
    setEmail(row.contact_email)
    setReference(row.reference)
    setDate(row.date.slice(0, 10))
    setDue(row.due_date.slice(0, 10))
    setInclusive(row.tax_inclusive)
    setLines(
      row.lines.map((line) => ({
        key: newLineKey(),
        description: line.description,
        account: String(line.account_id),
        rate: String(line.tax_rate_id),
        quantity: String(line.quantity),
        price: moneyInputText(line.unit_price),
      })),
    )
  }, [])
  useEffect(() => {
    if (existing.data) load(existing.data)
  }, [existing.data, load])

  const status: InvoiceStatus = invoice?.status ?? 'draft'
  const can = useCan()
  const allows = allowedWithRights(
    invoiceAllows({ status, total: invoice?.total ?? 0, paid: invoice?.paid ?? 0 }),
    invoiceResource,
    (right) => can(right.area, right.action),
  )
  const readOnly = !allows.edit
  const data = choices.data
  const rateType = useMemo(
    () => new Map((data?.tax_rates ?? []).map((rate) => [String(rate.id), rate.tax_type as TaxType])),
    [data],
  )
  const totals = invoiceTotals(
    lines.map((line) => ({
      quantity: quantityOf(line.quantity) ?? 0,
      unit_price: parseMoneyInput(line.price) ?? 0,
      taxType: rateType.get(line.rate) ?? 'BASEXCLUDED',
    })),
    inclusive,
  )

  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    if (refusal?.field) setErrors({ [refusal.field.split('.')[0] ?? refusal.field]: refusal.message })
  }

  /** The body of a save, or the problems of what was typed. */
  function body() {
    const problems: Record<string, string> = {}
    if (!contact.trim()) problems.contact_name = t('invoice.contact_required')
    const written = lines.filter((line) => line.account || line.price || line.description)
    if (written.length === 0) problems.lines = t('invoice.line_required')
    for (const [index, line] of written.entries()) {
      if (!line.account || !line.rate) problems.lines = t('invoice.line_choose', { line: index + 1 })
      else if (quantityOf(line.quantity) === null || (quantityOf(line.quantity) ?? 0) < 1)
        problems.lines = t('invoice.line_quantity', { line: index + 1 })
      else if ((parseMoneyInput(line.price) ?? -1) < 0)
        problems.lines = t('invoice.line_price', { line: index + 1 })
    }
    if (due < date) problems.due_date = t('invoice.due_before')
    if (Object.keys(problems).length > 0) return { problems }
    return {
      value: {
        contact_name: contact,
        contact_email: email,
        reference,
        date,
        due_date: due,
        tax_inclusive: inclusive,
        lines: written.map((line) => ({
          description: line.description,
          account_id: Number(line.account),
          tax_rate_id: Number(line.rate),
          quantity: quantityOf(line.quantity)!,
          unit_price: parseMoneyInput(line.price)!,
        })),
      },
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const built = body()
    if (built.problems) {
      setErrors(built.problems)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (id === null) {
        const created = await invoices.create(built.value)
        showToast(t('invoice.saved_draft'), 'success')
        await navigate({ to: '/accounts/invoices/$id', params: { id: String(created.id) } })
      } else {
        load(await invoices.update(id, built.value))
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
    await actAndShow(() => invoices.act(id, action), load, done, showRefusal)
  }

  /** Emails the invoice with its PDF; the button waits for the answer, so one click sends one email. */
  async function emailInvoice() {
    if (id === null || emailing) return
    setEmailing(true)
    try {
      const answer = await booksApi.emailInvoice(id)
      showToast(t('invoice.emailed', { email: answer.emailed_to }), 'success')
    } catch (error) {
      showRefusal(error)
    } finally {
      setEmailing(false)
    }
  }

  async function remove() {
    if (id === null) return
    await deleteAndLeave(
      () => invoices.remove(id),
      t('invoice.deleted'),
      () => navigate({ to: '/accounts/invoices' }),
    )
  }

  const title = id === null ? t('invoice.new') : (invoice?.number ?? t('invoice.one'))
  const columns: LineColumn<Line>[] = [
    { kind: 'text', field: 'description', label: t('books.description'), wide: true },
    {
      kind: 'choice',
      field: 'account',
      label: t('books.account'),
      placeholder: t('books.account'),
      choices: (data?.accounts ?? [])
        .filter((a) => !a.archived)
        .map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` })),
    },
    {
      kind: 'choice',
      field: 'rate',
      label: t('books.tax_rate'),
      placeholder: t('books.tax_rate'),
      choices: (data?.tax_rates ?? [])
        .filter((r) => !r.archived)
        .map((r) => ({ value: String(r.id), label: r.name })),
    },
    { kind: 'text', field: 'quantity', label: t('invoice.quantity'), width: '4em', inputMode: 'numeric' },
    { kind: 'text', field: 'price', label: t('invoice.unit_price'), width: '6.5em', inputMode: 'decimal' },
  ]
  const owed = invoice ? invoiceOwed(invoice) : 0

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={title}
        actions={
          <EditActions back="/accounts/invoices" saving={saving} loading={existing.loading || readOnly}>
            {id !== null && allows.approve && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={() => void act('approve', t('invoice.approved'))}
              >
                {t('invoice.approve')}
              </Button>
            )}
            {id !== null && invoice && (
              <Button asChild variant="soft" color="gray">
                <a href={`/api/proxy/invoice/${id}.pdf`} target="_blank" rel="noopener noreferrer">
                  {t('invoice.pdf')}
                </a>
              </Button>
            )}
            {id !== null && allows.email && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                loading={emailing}
                disabled={emailing}
                onClick={() => void emailInvoice()}
              >
                {t('invoice.email_send')}
              </Button>
            )}
            {allows.pay && invoice && (
              <PaymentDialog
                owed={owed}
                methods={paymentMethods.data?.rows ?? []}
                onPaid={(row) => {
                  load(row)
                  showToast(t('invoice.payment_recorded'), 'success')
                }}
                invoiceId={invoice.id}
              />
            )}
            {allows.cancel && (
              <ConfirmedAction
                label={t('invoice.cancel')}
                body={t('invoice.cancel_body')}
                onConfirm={() => void act('cancel', t('invoice.canceled'))}
              />
            )}
            {id !== null && allows.remove && (
              <ConfirmedAction
                label={t('common.delete')}
                body={t('invoice.delete_body', { number: invoice?.number ?? '' })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      {invoice && (
        <Flex gap="3" align="center" mb="3">
          <Badge size="2" color={STATUS_COLOR[status]}>
            {STATUS_LABEL[status]}
          </Badge>
          {status !== 'draft' && (
            <Text size="2" color="gray">
              {t('invoice.paid_of', { paid: money(invoice.paid), total: money(invoice.total) })}
            </Text>
          )}
        </Flex>
      )}
      <Card size="3" mb="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Field label={t('invoice.customer')} htmlFor="invoice-contact" error={errors.contact_name}>
            <TextField.Root
              id="invoice-contact"
              value={contact}
              disabled={readOnly}
              onChange={(e) => setContact(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.email')} htmlFor="invoice-email" error={errors.contact_email}>
            <TextField.Root
              id="invoice-email"
              type="email"
              value={email}
              disabled={readOnly}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.date')} htmlFor="invoice-date" error={errors.date}>
            <TextField.Root
              id="invoice-date"
              type="date"
              value={date}
              disabled={readOnly}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.due_date')} htmlFor="invoice-due" error={errors.due_date}>
            <TextField.Root
              id="invoice-due"
              type="date"
              value={due}
              disabled={readOnly}
              onChange={(e) => setDue(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.reference')} htmlFor="invoice-reference" error={errors.reference}>
            <TextField.Root
              id="invoice-reference"
              value={reference}
              disabled={readOnly}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
          <Text as="label" size="2" style={{ alignSelf: 'end' }}>
            <Flex gap="2" align="center">
              <Checkbox
                checked={inclusive}
                disabled={readOnly}
                onCheckedChange={(value) => setInclusive(value === true)}
              />
              {t('invoice.tax_inclusive')}
            </Flex>
          </Text>
        </Grid>
      </Card>
      <DocumentLines
        heading={t('invoice.lines')}
        columns={columns}
        lines={lines}
        onChange={setLines}
        onEdit={() => setErrors((current) => ({ ...current, lines: '' }))}
        blank={blank}
        amounts={{ label: t('books.amount'), lines: totals.lines }}
        totals={{
          testId: 'invoice-totals',
          rows: [
            { label: t('invoice.subtotal'), amount: totals.subtotal },
            { label: t('invoice.gst'), amount: totals.tax },
            { label: t('books.total'), amount: totals.total, strong: true },
          ],
        }}
        labels={{ add: t('books.add_line'), remove: t('invoice.remove_line') }}
        money={money}
        readOnly={readOnly}
        error={errors.lines}
      />
      {invoice && invoice.payments.length > 0 && (
        <Card size="3" mb="4">
          <Heading as="h2" size="4" mb="3">
            {t('invoice.payments')}
          </Heading>
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('invoice.date')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('invoice.method')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('books.amount')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.payments.map((payment) => (
                <Table.Row key={payment.id}>
                  <Table.Cell>{formatDate(`${payment.date}T00:00:00`)}</Table.Cell>
                  <Table.Cell>
                    {paymentMethods.data?.rows.find((m) => m.id === payment.payment_method_id)?.name ?? ''}
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

/** Record Payment: the amount (what is owed, to begin with), its date and the payment method. */
function PaymentDialog({
  owed,
  methods: choices,
  invoiceId,
  onPaid,
}: {
  owed: number
  methods: readonly { id: number; name: string; system_type: string | null }[]
  invoiceId: number
  onPaid: (row: Invoice) => void
}) {
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState(moneyInputText(owed))
  const [date, setDate] = useState(today())
  const [method, setMethod] = useState('')
  const [error, setError] = useState<Record<string, string>>({})

  async function pay() {
    const cents = parseMoneyInput(amount)
    if (cents === null || cents <= 0) {
      setError({ amount: t('invoice.payment_amount') })
      return
    }
    try {
      const row = await invoices.act(invoiceId, 'pay', {
        amount: cents,
        date,
        payment_method_id: method ? Number(method) : null,
      })
      setOpen(false)
      onPaid(row)
    } catch (caught) {
      const refusal = refusalOf(caught)
      if (refusal) setError({ [refusal.field ?? 'amount']: refusal.message })
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setAmount(moneyInputText(owed))
          setError({})
        }
      }}
    >
      <Dialog.Trigger>
        <Button type="button" variant="soft">
          {t('invoice.record_payment')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('invoice.record_payment')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('invoice.owed', { owed: money(owed) })}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <Field label={t('books.amount')} htmlFor="payment-amount" error={error.amount}>
            <TextField.Root
              id="payment-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.date')} htmlFor="payment-date" error={error.date}>
            <TextField.Root
              id="payment-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <Field label={t('invoice.method')} htmlFor="payment-method" error={error.payment_method_id}>
            <Select.Root value={method || undefined} onValueChange={setMethod}>
              <Select.Trigger id="payment-method" placeholder={t('invoice.method_bank')} />
              <Select.Content>
                {choices
                  .filter((m) => m.system_type !== 'rounding')
                  .map((m) => (
                    <Select.Item key={m.id} value={String(m.id)}>
                      {m.name}
                    </Select.Item>
                  ))}
              </Select.Content>
            </Select.Root>
          </Field>
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="button" onClick={() => void pay()}>
            {t('invoice.record_payment')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
