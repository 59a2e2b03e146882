import {
  PURCHASE_ORDER_STATES,
  PurchaseOrderBilledAnswerSchema,
  type PurchaseOrderState,
  purchaseOrderAllows,
  purchaseOrderResource,
  purchaseOrderTotals,
  type RowOf,
} from '@pos/core'
import { Button, Dialog, Flex, Text, TextField, Link as ThemeLink } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DialogButtons } from '../../components/DialogButtons.tsx'
import { DocumentActions } from '../../components/document/DocumentActions.tsx'
import { DocumentFields, DocumentNote, DocumentStatus } from '../../components/document/DocumentParts.tsx'
import { StatusStep } from '../../components/document/StatusStep.tsx'
import { useDocumentRecord } from '../../components/document/use-document-record.ts'
import { DocumentLines, type LineColumn } from '../../components/document-lines/DocumentLines.tsx'
import { newLineKey } from '../../components/document-lines/document-lines.ts'
import { LinesError } from '../../components/document-lines/LinesError.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'
import { SupplierAndWarehouse, useMoney, usePurchasingChoices, wholeOf } from './parts.tsx'

const orders = resourceClient(purchaseOrderResource)
type Order = RowOf<typeof purchaseOrderResource>
/** A line as typed; `received` is what arrived of a saved line ("6 / 10"), carried along when lines move. */
type Line = {
  key: number
  sku: string
  description: string
  quantity: string
  cost: string
  rate: string
  received: string
}

const blank = (): Line => ({
  key: newLineKey(),
  sku: '',
  description: '',
  quantity: '',
  cost: '',
  rate: '',
  received: '',
})
const STATE_WORDS = Object.fromEntries(PURCHASE_ORDER_STATES.map((s) => [s.value, s.label]))
const STATE_COLOR = {
  open: 'blue',
  shipped: 'cyan',
  complete: 'green',
  partial_match: 'amber',
  matched: 'green',
  canceled: 'red',
} as const

/**
 * /accounts/purchase-order/new and /accounts/purchase-order/$id: a purchase order's supplier, delivery warehouse,
 * reference, expected date and lines (item by SKU, units, unit cost ex GST, tax rate). Saved, it is received in
 * full or in part, billed from what arrived, marked as shipped or canceled, as its state allows (core rules).
 */
export function PurchaseOrderEdit({
  id,
  initial,
}: {
  id: number | null
  /** A new order's warehouse and lines (from a replenishment proposal). */
  initial?: { warehouse: string; lines: readonly { sku: string; quantity: string }[] }
}) {
  const navigate = useNavigate()
  const money = useMoney()
  const choices = usePurchasingChoices()
  const [supplier, setSupplier] = useState('')
  const [warehouse, setWarehouse] = useState(initial?.warehouse ?? '')
  const [reference, setReference] = useState('')
  const [expected, setExpected] = useState('')
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<Line[]>(() =>
    initial && initial.lines.length > 0
      ? initial.lines.map((line) => ({ ...blank(), sku: line.sku, quantity: line.quantity }))
      : [blank()],
  )
  const {
    existing,
    row: order,
    load,
    errors,
    setErrors,
    saving,
    showRefusal,
    save: saveRecord,
    act: actOn,
  } = useDocumentRecord({
    id,
    get: (recordId, signal) => orders.get(recordId, { signal }),
    fill: (row: Order) => {
      setSupplier(String(row.supplier_id))
      setWarehouse(String(row.warehouse_id))
      setReference(row.reference)
      setExpected(row.expected_date ?? '')
      setNote(row.note)
      setLines(
        row.lines.map((line) => ({
          key: newLineKey(),
          sku: line.sku,
          description: line.description,
          quantity: String(line.quantity),
          cost: moneyInputText(line.unit_cost),
          rate: String(line.tax_rate_id),
          received: `${line.received} / ${line.quantity}`,
        })),
      )
    },
    fallback: 'lines',
  })

  const state: PurchaseOrderState = order?.status ?? 'open'
  const allows = purchaseOrderAllows(state, order ?? { ordered: 0, received: 0, billed: 0 })
  const readOnly = order !== undefined && !allows.edit
  const totals = purchaseOrderTotals(
    lines.map((line) => ({
      quantity: wholeOf(line.quantity) ?? 0,
      unit_cost: parseMoneyInput(line.cost) ?? 0,
    })),
  )
  const columns: LineColumn<Line>[] = [
    { kind: 'text', field: 'sku', label: t('purchasing.sku'), width: '8em' },
    { kind: 'text', field: 'description', label: t('purchasing.description'), wide: true },
    {
      kind: 'text',
      field: 'quantity',
      label: t('purchasing.quantity'),
      width: '4.5em',
      inputMode: 'numeric',
    },
    { kind: 'text', field: 'cost', label: t('purchasing.unit_cost'), width: '6.5em', inputMode: 'decimal' },
    { kind: 'choice', field: 'rate', label: t('purchasing.tax_rate'), choices: choices.rateChoices },
    ...(order
      ? [{ kind: 'shown', label: t('purchasing.received'), show: (line: Line) => line.received } as const]
      : []),
  ]

  async function save(event: FormEvent) {
    event.preventDefault()
    // Rows left wholly empty are not lines; the server gives the spec's messages for the rest.
    const written = lines.filter((line) => line.sku || line.description || line.quantity || line.cost)
    const body = {
      supplier_id: supplier ? Number(supplier) : null,
      warehouse_id: warehouse ? Number(warehouse) : null,
      reference,
      expected_date: expected || null,
      note,
      lines: written.map((line) => ({
        sku: line.sku,
        description: line.description,
        quantity: wholeOf(line.quantity),
        unit_cost: line.cost.trim() === '' ? null : (parseMoneyInput(line.cost) ?? null),
        tax_rate_id: line.rate ? Number(line.rate) : null,
      })),
    }
    await saveRecord({
      create: () => orders.create(body),
      created: t('purchasing.order_saved'),
      open: (created) => navigate({ to: '/accounts/purchase-order/$id', params: { id: String(created.id) } }),
      update: (recordId) => orders.update(recordId, body),
      updated: t('purchasing.order_saved'),
    })
  }

  async function act(action: 'ship' | 'cancel', done: string) {
    await actOn((recordId) => orders.act(recordId, action), done)
  }

  async function bill() {
    if (id === null) return
    try {
      const answer = await answers.post(
        PurchaseOrderBilledAnswerSchema,
        `proxy/purchaseorder/${id}/bill.json`,
      )
      showToast(t('purchasing.bill_created', { number: answer.bill.number }), 'success')
      await navigate({ to: '/accounts/bills-to-pay/$id', params: { id: String(answer.bill.id) } })
    } catch (error) {
      showRefusal(error)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('purchasing.new_order') : (order?.number ?? t('purchasing.order'))}
        actions={
          <DocumentActions
            list="/accounts/purchase-orders"
            saving={saving}
            loading={existing.loading || readOnly}
            saved={order}
            allows={allows}
            words={{
              cancel: t('purchasing.cancel_order'),
              cancelBody: t('purchasing.cancel_order_body'),
              canceled: t('purchasing.order_canceled'),
              deleteBody: (number) => t('purchasing.delete_order', { number }),
              deleted: t('purchasing.order_deleted'),
            }}
            act={act}
            remove={(row) => orders.remove(row.id)}
          >
            {order && allows.ship && (
              <StatusStep
                label={t('purchasing.mark_shipped')}
                color="gray"
                onStep={() => void act('ship', t('purchasing.marked_shipped'))}
              />
            )}
            {order && allows.receive && <ReceiveDialog order={order} onReceived={load} />}
            {order && allows.bill && (
              <Button type="button" variant="soft" onClick={() => void bill()}>
                {t('purchasing.create_bill')}
              </Button>
            )}
          </DocumentActions>
        }
      />
      {order && (
        <DocumentStatus color={STATE_COLOR[state]} label={STATE_WORDS[state] ?? state} testId="order-state">
          {order.bills.map((b) => (
            <ThemeLink key={b.id} asChild size="2">
              <Link to="/accounts/bills-to-pay/$id" params={{ id: String(b.id) }}>
                {b.number}
              </Link>
            </ThemeLink>
          ))}
        </DocumentStatus>
      )}
      <DocumentFields
        below={
          <DocumentNote
            id="order-note"
            label={t('purchasing.note')}
            value={note}
            onChange={setNote}
            error={errors.note}
            disabled={readOnly}
          />
        }
      >
        <SupplierAndWarehouse
          idPrefix="order"
          warehouseLabel={t('purchasing.deliver_to')}
          choices={choices}
          supplier={supplier}
          onSupplier={setSupplier}
          warehouse={warehouse}
          onWarehouse={setWarehouse}
          errors={errors}
          disabled={readOnly}
        />
        <TextInputField
          id="order-reference"
          label={t('purchasing.reference')}
          value={reference}
          disabled={readOnly}
          onChange={setReference}
          error={errors.reference}
        />
        <TextInputField
          id="order-expected"
          label={t('purchasing.expected')}
          type="date"
          value={expected}
          disabled={readOnly}
          onChange={setExpected}
          error={errors.expected_date}
        />
      </DocumentFields>
      <DocumentLines
        heading={t('purchasing.lines')}
        columns={columns}
        lines={lines}
        onChange={setLines}
        onEdit={() => setErrors((current) => ({ ...current, lines: '' }))}
        blank={blank}
        amounts={{ label: t('purchasing.amount'), lines: totals.lines }}
        totals={{
          testId: 'order-subtotal',
          rows: [{ label: t('purchasing.subtotal'), amount: totals.subtotal, strong: true }],
        }}
        labels={{ add: t('purchasing.add_line'), remove: t('purchasing.remove_line') }}
        money={money}
        readOnly={readOnly}
        error={errors.lines}
      />
    </form>
  )
}

/** Receive: what arrived of each line still to come (everything left, to begin with); a short delivery stays open. */
function ReceiveDialog({ order, onReceived }: { order: Order; onReceived: (row: Order) => void }) {
  const [open, setOpen] = useState(false)
  const [counts, setCounts] = useState<string[]>([])
  const [key, setKey] = useState('')
  const [error, setError] = useState('')

  async function receive() {
    const units = counts.flatMap((text, line) => {
      const quantity = wholeOf(text)
      return quantity && quantity > 0 ? [{ line, quantity }] : []
    })
    try {
      const row = await orders.act(order.id, 'receive', { units, key })
      setOpen(false)
      onReceived(row)
      showToast(t('purchasing.received_done'), 'success')
    } catch (caught) {
      setError(refusalOf(caught)?.message ?? '')
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setCounts(order.lines.map((line) => String(line.quantity - line.received)))
          setKey(crypto.randomUUID())
          setError('')
        }
      }}
    >
      <Dialog.Trigger>
        <Button type="button">{t('purchasing.receive')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('purchasing.receive_title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('purchasing.receive_body')}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          {order.lines.map((line, index) =>
            line.received < line.quantity ? (
              <Flex key={line.id} align="center" justify="between" gap="3">
                <Text as="label" size="2" htmlFor={`receive-${index}`}>
                  {[line.sku, line.description].filter(Boolean).join(' · ')}{' '}
                  <Text color="gray">({t('purchasing.left', { units: line.quantity - line.received })})</Text>
                </Text>
                <TextField.Root
                  id={`receive-${index}`}
                  inputMode="numeric"
                  style={{ width: '5em' }}
                  value={counts[index] ?? ''}
                  onChange={(e) => setCounts(counts.map((c, i) => (i === index ? e.target.value : c)))}
                />
              </Flex>
            ) : null,
          )}
          <LinesError error={error} />
        </Flex>
        <DialogButtons label={t('purchasing.receive')} onClick={() => void receive()} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  )
}
