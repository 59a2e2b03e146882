import { invoiceAllows, invoiceOwed, invoiceResource, paymentMethodResource, type RowOf } from '@pos/core'
import { Button } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DocumentActions } from '../../components/document/DocumentActions.tsx'
import {
  DocumentDates,
  DocumentFields,
  DocumentPayments,
  PayableStatus,
} from '../../components/document/DocumentParts.tsx'
import { RecordPaymentDialog } from '../../components/document/RecordPaymentDialog.tsx'
import { StatusStep } from '../../components/document/StatusStep.tsx'
import { TaxedLines } from '../../components/document/TaxedLines.tsx'
import {
  blankTaxedLine,
  type TaxedLine,
  taxedLineBody,
  taxedLineOf,
  writtenTaxedLines,
} from '../../components/document/taxed-lines.ts'
import { useDocumentRecord } from '../../components/document/use-document-record.ts'
import { usePayableAllows } from '../../components/document/use-payable-allows.ts'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { daysFromToday, today } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { booksApi } from './books-api.ts'

const invoices = resourceClient(invoiceResource)
const methods = resourceClient(paymentMethodResource)
type Invoice = RowOf<typeof invoiceResource>

const money = (cents: number) => formatMoney(cents, 'AUD')

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
  const [contact, setContact] = useState('')
  const [email, setEmail] = useState('')
  const [reference, setReference] = useState('')
  const [date, setDate] = useState(today())
  const [due, setDue] = useState(daysFromToday(30))
  const [inclusive, setInclusive] = useState(true)
  const [lines, setLines] = useState<TaxedLine[]>([blankTaxedLine()])
  const [emailing, setEmailing] = useState(false)
  const {
    existing,
    row: invoice,
    load,
    errors,
    setErrors,
    saving,
    showRefusal,
    save: saveRecord,
    act: actOn,
  } = useDocumentRecord({
    id,
    get: (recordId, signal) => invoices.get(recordId, { signal }),
    fill: (row: Invoice) => {
      setContact(row.contact_name)
      setEmail(row.contact_email)
      setReference(row.reference)
      setDate(row.date.slice(0, 10))
      setDue(row.due_date.slice(0, 10))
      setInclusive(row.tax_inclusive)
      setLines(row.lines.map(taxedLineOf))
    },
  })

  const { status, allows, readOnly } = usePayableAllows(invoice, invoiceResource, invoiceAllows)
  const data = choices.data

  /** The body of a save, or the problems of what was typed. */
  function body() {
    const problems: Record<string, string> = {}
    if (!contact.trim()) problems.contact_name = t('invoice.contact_required')
    const written = writtenTaxedLines(lines)
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
        lines: written.map((line) => taxedLineBody(line, quantityOf)),
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
    await saveRecord({
      create: () => invoices.create(built.value),
      created: t('invoice.saved_draft'),
      open: (created) => navigate({ to: '/accounts/invoices/$id', params: { id: String(created.id) } }),
      update: (recordId) => invoices.update(recordId, built.value),
      updated: t('common.saved'),
    })
  }

  async function act(action: 'approve' | 'cancel', done: string) {
    await actOn((recordId) => invoices.act(recordId, action), done)
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

  const title = id === null ? t('invoice.new') : (invoice?.number ?? t('invoice.one'))
  const owed = invoice ? invoiceOwed(invoice) : 0

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={title}
        actions={
          <DocumentActions
            list="/accounts/invoices"
            saving={saving}
            loading={existing.loading || readOnly}
            saved={invoice}
            allows={allows}
            words={{
              cancel: t('invoice.cancel'),
              cancelBody: t('invoice.cancel_body'),
              canceled: t('invoice.canceled'),
              deleteBody: (number) => t('invoice.delete_body', { number }),
              deleted: t('invoice.deleted'),
            }}
            act={act}
            remove={(row) => invoices.remove(row.id)}
          >
            {id !== null && allows.approve && (
              <StatusStep
                label={t('invoice.approve')}
                color="gray"
                onStep={() => void act('approve', t('invoice.approved'))}
              />
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
          </DocumentActions>
        }
      />
      {invoice && (
        <PayableStatus
          status={status}
          paidOf={t('invoice.paid_of', { paid: money(invoice.paid), total: money(invoice.total) })}
        />
      )}
      <DocumentFields>
        <TextInputField
          id="invoice-contact"
          label={t('invoice.customer')}
          value={contact}
          disabled={readOnly}
          onChange={setContact}
          error={errors.contact_name}
        />
        <TextInputField
          id="invoice-email"
          label={t('invoice.email')}
          type="email"
          value={email}
          disabled={readOnly}
          onChange={setEmail}
          error={errors.contact_email}
        />
        <DocumentDates
          idPrefix="invoice"
          labels={{ date: t('invoice.date'), due: t('invoice.due_date') }}
          date={date}
          due={due}
          onDate={setDate}
          onDue={setDue}
          errors={errors}
          disabled={readOnly}
        />
        <TextInputField
          id="invoice-reference"
          label={t('invoice.reference')}
          value={reference}
          disabled={readOnly}
          onChange={setReference}
          error={errors.reference}
        />
        <LabelledCheckbox
          label={t('invoice.tax_inclusive')}
          checked={inclusive}
          disabled={readOnly}
          onChange={setInclusive}
          style={{ alignSelf: 'end' }}
        />
      </DocumentFields>
      <TaxedLines
        words={{
          heading: t('invoice.lines'),
          description: t('books.description'),
          account: t('books.account'),
          accountPlaceholder: t('books.account'),
          rate: t('books.tax_rate'),
          ratePlaceholder: t('books.tax_rate'),
          quantity: t('invoice.quantity'),
          price: t('invoice.unit_price'),
          amount: t('books.amount'),
          subtotal: t('invoice.subtotal'),
          gst: t('invoice.gst'),
          total: t('books.total'),
          add: t('books.add_line'),
          remove: t('invoice.remove_line'),
        }}
        lines={lines}
        onChange={setLines}
        onEdit={() => setErrors((current) => ({ ...current, lines: '' }))}
        blank={blankTaxedLine}
        quantityOf={quantityOf}
        rates={data?.tax_rates ?? []}
        accountChoices={(data?.accounts ?? [])
          .filter((a) => !a.archived)
          .map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` }))}
        rateChoices={(data?.tax_rates ?? [])
          .filter((r) => !r.archived)
          .map((r) => ({ value: String(r.id), label: r.name }))}
        inclusive={inclusive}
        quantityWidth="4em"
        testId="invoice-totals"
        money={money}
        readOnly={readOnly}
        error={errors.lines}
      />
      {invoice && (
        <DocumentPayments
          title={t('invoice.payments')}
          payments={invoice.payments}
          methodOf={(payment) =>
            paymentMethods.data?.rows.find((m) => m.id === payment.payment_method_id)?.name ?? ''
          }
          money={money}
          heads={{ date: t('invoice.date'), method: t('invoice.method'), amount: t('books.amount') }}
        />
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
  const [method, setMethod] = useState('')
  return (
    <RecordPaymentDialog
      idPrefix="payment"
      title={t('invoice.record_payment')}
      description={t('invoice.owed', { owed: money(owed) })}
      labels={{ amount: t('books.amount'), date: t('invoice.date') }}
      owed={owed}
      initialDate={today()}
      pay={async ({ amount, date }) => {
        const payment_method_id = method ? Number(method) : null
        onPaid(await invoices.act(invoiceId, 'pay', { amount, date, payment_method_id }))
      }}
    >
      {(errors) => (
        <SelectField
          id="payment-method"
          label={t('invoice.method')}
          value={method}
          options={choices
            .filter((m) => m.system_type !== 'rounding')
            .map((m) => ({ value: String(m.id), label: m.name }))}
          onChange={setMethod}
          error={errors.payment_method_id}
          placeholder={t('invoice.method_bank')}
        />
      )}
    </RecordPaymentDialog>
  )
}
