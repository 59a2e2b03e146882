import { billAllows, billDueDate, billOwed, billResource, type RowOf } from '@pos/core'
import { Link as ThemeLink } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
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
import type { Choice } from '../../components/document-lines/CellSelect.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ChoiceField, today, useMoney, usePurchasingChoices, wholeOf } from './parts.tsx'

const bills = resourceClient(billResource)
type Bill = RowOf<typeof billResource>
/** A bill's line as typed; `orderLine` is the purchase order line it bills, carried along when lines move. */
type Line = TaxedLine & { orderLine: number | null }

const blank = (): Line => ({ ...blankTaxedLine(), orderLine: null })

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
  const [supplier, setSupplier] = useState('')
  const [reference, setReference] = useState('')
  const [date, setDate] = useState(today())
  const [due, setDue] = useState('')
  const [inclusive, setInclusive] = useState(true)
  const [lines, setLines] = useState<Line[]>([blank()])
  const {
    existing,
    row: bill,
    load,
    errors,
    setErrors,
    saving,
    save: saveRecord,
    act: actOn,
  } = useDocumentRecord({
    id,
    get: (recordId, signal) => bills.get(recordId, { signal }),
    fill: (row: Bill) => {
      setSupplier(String(row.supplier_id))
      setReference(row.reference)
      setDate(row.date)
      setDue(row.due_date)
      setInclusive(row.tax_inclusive)
      setLines(row.lines.map((line) => ({ ...taxedLineOf(line), orderLine: line.purchase_order_line_id })))
    },
    fallback: 'lines',
  })

  const { status, allows, readOnly } = usePayableAllows(bill, billResource, billAllows)
  const terms = choices.suppliers.find((s) => String(s.id) === supplier)?.payment_terms_days
  const shownDue = due || (terms !== undefined && date ? billDueDate(date, terms) : '')

  async function save(event: FormEvent) {
    event.preventDefault()
    const written = writtenTaxedLines(lines)
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
        ...taxedLineBody(line, wholeOf),
        purchase_order_line_id: line.orderLine,
      })),
    }
    await saveRecord({
      create: () => bills.create(body),
      created: t('purchasing.bill_saved'),
      open: (created) => navigate({ to: '/accounts/bills-to-pay/$id', params: { id: String(created.id) } }),
      update: (recordId) => bills.update(recordId, body),
      updated: t('common.saved'),
    })
  }

  async function act(action: 'approve' | 'cancel', done: string) {
    await actOn((recordId) => bills.act(recordId, action), done)
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('purchasing.new_bill') : (bill?.number ?? t('purchasing.bill'))}
        actions={
          <DocumentActions
            list="/accounts/bills-to-pay"
            saving={saving}
            loading={existing.loading || readOnly}
            saved={bill}
            allows={allows}
            words={{
              cancel: t('purchasing.cancel_bill'),
              cancelBody: t('purchasing.cancel_bill_body'),
              canceled: t('purchasing.bill_canceled'),
              deleteBody: (number) => t('purchasing.delete_bill', { number }),
              deleted: t('purchasing.bill_deleted'),
            }}
            act={act}
            remove={(row) => bills.remove(row.id)}
          >
            {id !== null && allows.approve && (
              <StatusStep
                label={t('purchasing.approve')}
                onStep={() => void act('approve', t('purchasing.approved'))}
              />
            )}
            {bill && allows.pay && <PaymentDialog bill={bill} banks={choices.bankChoices} onPaid={load} />}
          </DocumentActions>
        }
      />
      {bill && (
        <PayableStatus
          status={status}
          paidOf={t('purchasing.paid_of', { paid: money(bill.paid), total: money(bill.total) })}
          testId="bill-status"
        >
          {bill.purchase_order_id !== null && (
            <ThemeLink asChild size="2">
              <Link to="/accounts/purchase-order/$id" params={{ id: String(bill.purchase_order_id) }}>
                {t('purchasing.order')}
              </Link>
            </ThemeLink>
          )}
        </PayableStatus>
      )}
      <DocumentFields>
        <ChoiceField
          id="bill-supplier"
          label={t('purchasing.supplier')}
          value={supplier}
          choices={choices.supplierChoices}
          onChange={setSupplier}
          error={errors.supplier_id}
          disabled={readOnly}
        />
        <TextInputField
          id="bill-reference"
          label={t('purchasing.supplier_invoice')}
          value={reference}
          disabled={readOnly}
          onChange={setReference}
          error={errors.reference}
        />
        <DocumentDates
          idPrefix="bill"
          labels={{ date: t('purchasing.date'), due: t('purchasing.due_date') }}
          date={date}
          due={shownDue}
          onDate={setDate}
          onDue={setDue}
          errors={errors}
          disabled={readOnly}
        />
        <LabelledCheckbox
          label={t('purchasing.tax_inclusive')}
          checked={inclusive}
          disabled={readOnly}
          onChange={setInclusive}
        />
      </DocumentFields>
      <TaxedLines
        words={{
          heading: t('purchasing.lines'),
          description: t('purchasing.description'),
          account: t('purchasing.account'),
          rate: t('purchasing.tax_rate'),
          quantity: t('purchasing.quantity'),
          price: t('purchasing.unit_price'),
          amount: t('purchasing.amount'),
          subtotal: t('purchasing.subtotal'),
          gst: t('purchasing.gst'),
          total: t('purchasing.total'),
          add: t('purchasing.add_line'),
          remove: t('purchasing.remove_line'),
        }}
        lines={lines}
        onChange={setLines}
        onEdit={() => setErrors((current) => ({ ...current, lines: '' }))}
        blank={blank}
        quantityOf={wholeOf}
        rates={choices.rates}
        accountChoices={choices.accountChoices}
        rateChoices={choices.rateChoices}
        inclusive={inclusive}
        quantityWidth="4.5em"
        testId="bill-totals"
        money={money}
        readOnly={readOnly}
        error={errors.lines}
      />
      {bill && (
        <DocumentPayments
          title={t('purchasing.payments')}
          payments={bill.payments}
          methodOf={(payment) =>
            choices.bankChoices.find((b) => b.value === String(payment.account_id))?.label ?? ''
          }
          money={money}
        />
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
  const [bank, setBank] = useState('')
  return (
    <RecordPaymentDialog
      idPrefix="bill-payment"
      title={t('purchasing.record_payment')}
      description={t('purchasing.owed', { owed: money(billOwed(bill)) })}
      labels={{ amount: t('purchasing.amount'), date: t('purchasing.date') }}
      owed={billOwed(bill)}
      initialDate={today()}
      onOpen={() => setBank(banks[0]?.value ?? '')}
      pay={async ({ amount, date }) => {
        const account_id = bank ? Number(bank) : null
        onPaid(await bills.act(bill.id, 'pay', { amount, date, account_id }))
        showToast(t('purchasing.payment_recorded'), 'success')
      }}
    >
      {(errors) => (
        <ChoiceField
          id="bill-payment-bank"
          label={t('purchasing.bank_account')}
          value={bank}
          choices={banks}
          onChange={setBank}
          error={errors.account_id}
        />
      )}
    </RecordPaymentDialog>
  )
}
