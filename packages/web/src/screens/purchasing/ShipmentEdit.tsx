import {
  landedUnitCost,
  purchaseOrderResource,
  type RowOf,
  SHIPMENT_MODES,
  SHIPMENT_STATES,
  type ShipmentState,
  shipmentAllows,
  shipmentResource,
} from '@pos/core'
import { Card, Flex, Heading, Text, TextField, Link as ThemeLink } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { resourceClient } from '../../api/resource-client.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { DocumentActions } from '../../components/document/DocumentActions.tsx'
import { DocumentFields, DocumentNote, DocumentStatus } from '../../components/document/DocumentParts.tsx'
import { StatusStep } from '../../components/document/StatusStep.tsx'
import { useDocumentRecord } from '../../components/document/use-document-record.ts'
import { LinesError } from '../../components/document-lines/LinesError.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { ChoiceField, CurrencyAndRate, exchangeRateOf, useMoney, wholeOf } from './parts.tsx'

const shipments = resourceClient(shipmentResource)
const orders = resourceClient(purchaseOrderResource)
type Shipment = RowOf<typeof shipmentResource>
type Order = RowOf<typeof purchaseOrderResource>

/** A line as the screen shows it: what the order says, and the units typed. */
type Line = {
  purchase_order_line_id: number
  sku: string
  description: string
  unit_cost: number
  ordered: number
  shipped: string
  actual: string
  shipping_cost: number
  shipping_unit_cost: number
}

const STATE_WORDS = Object.fromEntries(SHIPMENT_STATES.map((s) => [s.value, s.label]))
const STATE_COLOR = { open: 'blue', shipped: 'cyan', arrived: 'green', canceled: 'red' } as const
/** Purchase orders a shipment can be made from: any but canceled. */
const SHIPPABLE = 'open,shipped,complete,partial_match,matched'

const units = (value: number | null) => (value === null ? '' : String(value))
const typed = (text: string) => (text.trim() === '' ? null : wholeOf(text))

function linesOf(row: Shipment): Line[] {
  return row.lines.map((line) => ({
    purchase_order_line_id: line.purchase_order_line_id,
    sku: line.sku,
    description: line.description,
    unit_cost: line.unit_cost,
    ordered: line.ordered_quantity,
    shipped: units(line.shipped_quantity),
    actual: units(line.actual_quantity),
    shipping_cost: line.shipping_cost,
    shipping_unit_cost: line.shipping_unit_cost,
  }))
}

function orderLines(order: Order): Line[] {
  return order.lines.map((line) => ({
    purchase_order_line_id: line.id,
    sku: line.sku,
    description: line.description,
    unit_cost: line.unit_cost,
    ordered: line.quantity,
    shipped: '',
    actual: '',
    shipping_cost: 0,
    shipping_unit_cost: 0,
  }))
}

/**
 * /product/shipments/new and /product/shipments/$id: a PO shipment (spec 3). A new one is made from a purchase
 * order, whose supplier, warehouse and lines it takes (ordered units); the shipped units are typed while open, the
 * actual ones once shipped; each line shows its shipping unit cost from the costs entered on PO Shipping Costs.
 * Mark as shipped, mark as arrived and cancel save the screen first and run as core's transition allows.
 */
export function ShipmentEdit({ id, initialOrder }: { id: number | null; initialOrder?: string }) {
  const navigate = useNavigate()
  const money = useMoney()
  const orderList = useRequest(
    id === null
      ? (signal) => orders.list({ limit: 250, status: SHIPPABLE, sort: '-number' }, { signal })
      : null,
    [id],
  )
  const [orderId, setOrderId] = useState(initialOrder ?? '')
  const [order, setOrder] = useState<Order>()
  const [mode, setMode] = useState<string>('sea')
  const [reference, setReference] = useState('')
  const [expected, setExpected] = useState('')
  const [arrival, setArrival] = useState('')
  const [currency, setCurrency] = useState('')
  const [rate, setRate] = useState('1')
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<Line[]>([])
  const {
    existing,
    row: shipment,
    errors,
    setErrors,
    saving,
    save: saveRecord,
    act: actOn,
  } = useDocumentRecord({
    id,
    get: (recordId, signal) => shipments.get(recordId, { signal }),
    fill: (row: Shipment) => {
      setMode(row.mode)
      setReference(row.reference)
      setExpected(row.expected_arrival ?? '')
      setArrival(row.actual_arrival ?? '')
      setCurrency(row.currency)
      setRate(String(row.exchange_rate))
      setNote(row.note)
      setLines(linesOf(row))
    },
    fallback: 'lines',
  })

  // A new shipment shows the chosen order's supplier, warehouse and lines before it is saved.
  const pickedOrder = useRequest(
    id === null && orderId ? (signal) => orders.get(Number(orderId), { signal }) : null,
    [id, orderId],
  )
  useEffect(() => {
    if (id !== null || !pickedOrder.data) return
    setOrder(pickedOrder.data)
    setLines(orderLines(pickedOrder.data))
  }, [id, pickedOrder.data])

  const state: ShipmentState = shipment?.status ?? 'open'
  const allows = shipmentAllows(state)
  const readOnly = shipment !== undefined && !allows.edit
  const setLine = (index: number, key: 'shipped' | 'actual', value: string) => {
    setLines(lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)))
    setErrors((current) => ({ ...current, lines: '' }))
  }

  function body() {
    return {
      mode: mode as Shipment['mode'],
      reference,
      expected_arrival: expected || null,
      actual_arrival: arrival || null,
      currency,
      // A blank or unreadable rate goes as NaN, which JSON sends as null: the server refuses it under its field
      // ('Please enter the exchange rate') rather than a rate of 1 being saved.
      exchange_rate: exchangeRateOf(rate) ?? Number.NaN,
      note,
      lines: lines.map((line) => ({
        purchase_order_line_id: line.purchase_order_line_id,
        shipped_quantity: typed(line.shipped),
        actual_quantity: typed(line.actual),
      })),
    }
  }

  /** Saves the screen (saying so after an update only when `updated` is given): the shipment, or undefined. */
  function store(updated?: string) {
    return saveRecord({
      create: () => shipments.create({ purchase_order_id: orderId ? Number(orderId) : null, ...body() }),
      created: t('shipments.saved'),
      open: (created) => navigate({ to: '/product/shipments/$id', params: { id: String(created.id) } }),
      update: (recordId) => shipments.update(recordId, body()),
      updated,
    })
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    await store(t('shipments.saved'))
  }

  async function act(action: 'ship' | 'arrive' | 'cancel', done: string) {
    if (id === null) return
    // Mark as shipped and mark as arrived take the units on the screen: save them first.
    if (action !== 'cancel' && !(await store())) return
    await actOn((recordId) => shipments.act(recordId, action), done)
  }

  const orderChoices = (orderList.data?.rows ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.number} · ${row.supplier_name}`,
  }))
  const supplierName = shipment?.supplier_name ?? order?.supplier_name ?? ''
  const warehouseName = shipment?.warehouse_name ?? order?.warehouse_name ?? ''

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('shipments.new') : (shipment?.number ?? t('shipments.shipment'))}
        actions={
          <DocumentActions
            list="/product/shipments"
            saving={saving}
            loading={existing.loading || readOnly}
            saved={shipment}
            allows={allows}
            words={{
              cancel: t('shipments.cancel'),
              cancelBody: t('shipments.cancel_body'),
              canceled: t('shipments.canceled'),
              deleteBody: (number) => t('shipments.delete', { number }),
              deleted: t('shipments.deleted'),
            }}
            act={act}
            remove={(row) => shipments.remove(row.id)}
          >
            {shipment && allows.ship && (
              <StatusStep
                label={t('shipments.mark_shipped')}
                onStep={() => void act('ship', t('shipments.marked_shipped'))}
              />
            )}
            {shipment && allows.arrive && (
              <StatusStep
                label={t('shipments.mark_arrived')}
                color="green"
                onStep={() => void act('arrive', t('shipments.marked_arrived'))}
              />
            )}
          </DocumentActions>
        }
      />
      {shipment && (
        <DocumentStatus
          color={STATE_COLOR[state]}
          label={STATE_WORDS[state] ?? state}
          testId="shipment-state"
        >
          <ThemeLink asChild size="2">
            <Link to="/accounts/purchase-order/$id" params={{ id: String(shipment.purchase_order_id) }}>
              {shipment.purchase_order_number}
            </Link>
          </ThemeLink>
        </DocumentStatus>
      )}
      <DocumentFields
        below={
          <DocumentNote
            id="shipment-note"
            label={t('shipments.note')}
            value={note}
            onChange={setNote}
            error={errors.note}
            disabled={readOnly}
          />
        }
      >
        {id === null ? (
          <ChoiceField
            id="shipment-order"
            label={t('shipments.order')}
            value={orderId}
            choices={orderChoices}
            onChange={(value) => {
              setOrderId(value)
              setErrors({})
            }}
            error={errors.purchase_order_id}
          />
        ) : (
          <ReadOnly label={t('shipments.order')} value={shipment?.purchase_order_number ?? ''} />
        )}
        <ChoiceField
          id="shipment-mode"
          label={t('shipments.mode')}
          value={mode}
          choices={SHIPMENT_MODES}
          onChange={setMode}
          error={errors.mode}
          disabled={readOnly}
        />
        <ReadOnly label={t('shipments.supplier')} value={supplierName} testId="shipment-supplier" />
        <ReadOnly label={t('shipments.warehouse')} value={warehouseName} testId="shipment-warehouse" />
        <TextInputField
          id="shipment-expected"
          label={t('shipments.expected_arrival')}
          type="date"
          value={expected}
          disabled={readOnly}
          onChange={setExpected}
          error={errors.expected_arrival}
        />
        <TextInputField
          id="shipment-arrival"
          label={t('shipments.actual_arrival')}
          type="date"
          value={arrival}
          disabled={readOnly || !allows.editActual}
          onChange={setArrival}
          error={errors.actual_arrival}
        />
        <CurrencyAndRate
          id="shipment"
          currency={currency}
          onCurrency={setCurrency}
          rate={rate}
          onRate={setRate}
          errors={errors}
          disabled={readOnly}
          currencyHint={id === null ? t('shipments.currency_hint') : undefined}
        />
        <TextInputField
          id="shipment-reference"
          label={t('shipments.reference')}
          value={reference}
          disabled={readOnly}
          onChange={setReference}
          error={errors.reference}
        />
      </DocumentFields>
      <Card size="3" mb="4">
        <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('shipments.lines')}
          </Heading>
          {shipment && (
            <Flex gap="3" align="center">
              <Text size="2" data-testid="shipment-shipping-total">
                {t('shipments.total_shipping', { total: money(shipment.shipping_cost) })}
              </Text>
              {allows.addCosts && (
                <ThemeLink asChild size="2">
                  <Link to="/accounts/shipping-costs" search={{ shipment: shipment.id }}>
                    {t('shipments.enter_costs')}
                  </Link>
                </ThemeLink>
              )}
            </Flex>
          )}
        </Flex>
        {lines.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('shipments.pick_order')}
          </Text>
        ) : (
          <DataTable
            size="1"
            style={{ overflowX: 'auto' }}
            columns={[
              { header: t('shipments.sku'), cell: (line) => line.sku },
              { header: t('shipments.description'), cell: (line) => line.description },
              { header: t('shipments.unit_cost'), align: 'right', cell: (line) => money(line.unit_cost) },
              { header: t('shipments.ordered'), align: 'right', cell: (line) => line.ordered },
              {
                header: t('shipments.shipped'),
                cell: (line, index) => (
                  <TextField.Root
                    aria-label={`${t('shipments.shipped')} ${index + 1}`}
                    inputMode="numeric"
                    style={{ width: '5em' }}
                    value={line.shipped}
                    disabled={readOnly || !allows.editShipped}
                    onChange={(e) => setLine(index, 'shipped', e.target.value)}
                  />
                ),
              },
              shipment && {
                header: t('shipments.actual'),
                cell: (line, index) => (
                  <TextField.Root
                    aria-label={`${t('shipments.actual')} ${index + 1}`}
                    inputMode="numeric"
                    style={{ width: '5em' }}
                    value={line.actual}
                    disabled={readOnly || !allows.editActual}
                    onChange={(e) => setLine(index, 'actual', e.target.value)}
                  />
                ),
              },
              shipment && {
                header: t('shipments.shipping_unit_cost'),
                align: 'right',
                testId: (_line, index) => `shipping-unit-cost-${index + 1}`,
                cell: (line) => money(line.shipping_unit_cost),
              },
              shipment && {
                header: t('shipments.landed_unit_cost'),
                align: 'right',
                cell: (line) => money(landedUnitCost(line)),
              },
            ]}
            rows={lines}
            rowKey={(line) => line.purchase_order_line_id}
            rowAlign="center"
          />
        )}
        <LinesError error={errors.lines ?? errors.status} />
      </Card>
    </form>
  )
}

/** A value the screen shows but does not edit (taken from the purchase order). */
function ReadOnly({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        {label}
      </Text>
      <Text size="2" color={value ? undefined : 'gray'} data-testid={testId} style={{ minHeight: '2rem' }}>
        {value || '—'}
      </Text>
    </Flex>
  )
}
