import {
  PURCHASE_ORDER_STATES,
  type PurchaseOrderState,
  purchaseOrderAllows,
  purchaseOrderResource,
  purchaseOrderSubtotal,
  type RowOf,
} from '@pos/core'
import { Cross2Icon } from '@radix-ui/react-icons'
import {
  Badge,
  Button,
  Card,
  Dialog,
  Flex,
  Grid,
  Heading,
  IconButton,
  Table,
  Text,
  TextArea,
  TextField,
  Link as ThemeLink,
  VisuallyHidden,
} from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { api } from '../../api/client.ts'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { Field } from '../../components/Field.tsx'
import { ConfirmedAction, EditActions } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'
import { CellSelect, ChoiceField, LinesError, useMoney, usePurchasingChoices, wholeOf } from './parts.tsx'

const orders = resourceClient(purchaseOrderResource)
type Order = RowOf<typeof purchaseOrderResource>
type Line = { key: number; sku: string; description: string; quantity: string; cost: string; rate: string }

let lineKeys = 0
const blank = (): Line => ({ key: ++lineKeys, sku: '', description: '', quantity: '', cost: '', rate: '' })
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
  const existing = useRequest(id === null ? null : (signal) => orders.get(id, { signal }), [id])
  const [order, setOrder] = useState<Order>()
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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  const load = useCallback((row: Order) => {
    setOrder(row)
    setSupplier(String(row.supplier_id))
    setWarehouse(String(row.warehouse_id))
    setReference(row.reference)
    setExpected(row.expected_date ?? '')
    setNote(row.note)
    setLines(
      row.lines.map((line) => ({
        key: ++lineKeys,
        sku: line.sku,
        description: line.description,
        quantity: String(line.quantity),
        cost: moneyInputText(line.unit_cost),
        rate: String(line.tax_rate_id),
      })),
    )
  }, [])
  useEffect(() => {
    if (existing.data) load(existing.data)
  }, [existing.data, load])

  const state: PurchaseOrderState = order?.status ?? 'open'
  const allows = purchaseOrderAllows(state, order ?? { ordered: 0, received: 0, billed: 0 })
  const readOnly = order !== undefined && !allows.edit
  const subtotal = purchaseOrderSubtotal(
    lines.map((line) => ({
      quantity: wholeOf(line.quantity) ?? 0,
      unit_cost: parseMoneyInput(line.cost) ?? 0,
    })),
  )
  const setLine = (index: number, key: keyof Line, value: string) => {
    setLines(lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)))
    setErrors((current) => ({ ...current, lines: '' }))
  }

  function showRefusal(error: unknown) {
    const refusal = refusalOf(error)
    if (refusal) setErrors({ [refusal.field?.split('.')[0] ?? 'lines']: refusal.message })
  }

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
    setErrors({})
    setSaving(true)
    try {
      if (id === null) {
        const created = await orders.create(body)
        showToast(t('purchasing.order_saved'), 'success')
        await navigate({ to: '/accounts/purchase-order/$id', params: { id: String(created.id) } })
      } else {
        load(await orders.update(id, body))
        showToast(t('purchasing.order_saved'), 'success')
      }
    } catch (error) {
      showRefusal(error)
    } finally {
      setSaving(false)
    }
  }

  async function act(action: 'ship' | 'cancel', done: string) {
    if (id === null) return
    try {
      load(await orders.act(id, action))
      showToast(done, 'success')
    } catch (error) {
      showRefusal(error)
    }
  }

  async function bill() {
    if (id === null) return
    try {
      const answer = await api.post<{ purchaseorder: Order; bill: { id: number; number: string } }>(
        `proxy/purchaseorder/${id}/bill.json`,
        {},
      )
      showToast(t('purchasing.bill_created', { number: answer.bill.number }), 'success')
      await navigate({ to: '/accounts/bills-to-pay/$id', params: { id: String(answer.bill.id) } })
    } catch (error) {
      showRefusal(error)
    }
  }

  async function remove() {
    if (id === null) return
    try {
      await orders.remove(id)
      showToast(t('purchasing.order_deleted'), 'success')
      await navigate({ to: '/accounts/purchase-orders' })
    } catch {
      // Shown by the client.
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={id === null ? t('purchasing.new_order') : (order?.number ?? t('purchasing.order'))}
        actions={
          <EditActions
            back="/accounts/purchase-orders"
            saving={saving}
            loading={existing.loading || readOnly}
          >
            {order && allows.ship && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={() => void act('ship', t('purchasing.marked_shipped'))}
              >
                {t('purchasing.mark_shipped')}
              </Button>
            )}
            {order && allows.receive && <ReceiveDialog order={order} onReceived={load} />}
            {order && allows.bill && (
              <Button type="button" variant="soft" onClick={() => void bill()}>
                {t('purchasing.create_bill')}
              </Button>
            )}
            {order && allows.cancel && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="red">
                    {t('purchasing.cancel_order')}
                  </Button>
                }
                title={t('purchasing.cancel_order')}
                body={t('purchasing.cancel_order_body')}
                confirm={t('purchasing.cancel_order')}
                onConfirm={() => void act('cancel', t('purchasing.order_canceled'))}
              />
            )}
            {order && allows.remove && (
              <ConfirmedAction
                label={t('common.delete')}
                body={t('purchasing.delete_order', { number: order.number })}
                onConfirm={() => void remove()}
              />
            )}
          </EditActions>
        }
      />
      {order && (
        <Flex gap="3" align="center" mb="3" wrap="wrap">
          <Badge size="2" color={STATE_COLOR[state]} data-testid="order-state">
            {STATE_WORDS[state]}
          </Badge>
          {order.bills.map((b) => (
            <ThemeLink key={b.id} asChild size="2">
              <Link to="/accounts/bills-to-pay/$id" params={{ id: String(b.id) }}>
                {b.number}
              </Link>
            </ThemeLink>
          ))}
        </Flex>
      )}
      <Card size="3" mb="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <ChoiceField
            id="order-supplier"
            label={t('purchasing.supplier')}
            value={supplier}
            choices={choices.supplierChoices}
            onChange={setSupplier}
            error={errors.supplier_id}
            disabled={readOnly}
          />
          <ChoiceField
            id="order-warehouse"
            label={t('purchasing.deliver_to')}
            value={warehouse}
            choices={choices.warehouseChoices}
            onChange={setWarehouse}
            error={errors.warehouse_id}
            disabled={readOnly}
          />
          <Field label={t('purchasing.reference')} htmlFor="order-reference" error={errors.reference}>
            <TextField.Root
              id="order-reference"
              value={reference}
              disabled={readOnly}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
          <Field label={t('purchasing.expected')} htmlFor="order-expected" error={errors.expected_date}>
            <TextField.Root
              id="order-expected"
              type="date"
              value={expected}
              disabled={readOnly}
              onChange={(e) => setExpected(e.target.value)}
            />
          </Field>
        </Grid>
        <Flex direction="column" mt="4">
          <Field label={t('purchasing.note')} htmlFor="order-note" error={errors.note}>
            <TextArea
              id="order-note"
              value={note}
              disabled={readOnly}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
        </Flex>
      </Card>
      <Card size="3" mb="4">
        <Heading as="h2" size="4" mb="3">
          {t('purchasing.lines')}
        </Heading>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('purchasing.sku')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.description')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.quantity')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.unit_cost')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.tax_rate')}</Table.ColumnHeaderCell>
              {order && (
                <Table.ColumnHeaderCell justify="end">{t('purchasing.received')}</Table.ColumnHeaderCell>
              )}
              <Table.ColumnHeaderCell justify="end">{t('purchasing.amount')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <VisuallyHidden>{t('purchasing.remove_line')}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line, index) => (
              <Table.Row key={line.key} align="center">
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.sku')} ${index + 1}`}
                    style={{ width: '8em' }}
                    value={line.sku}
                    disabled={readOnly}
                    onChange={(e) => setLine(index, 'sku', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.description')} ${index + 1}`}
                    value={line.description}
                    disabled={readOnly}
                    onChange={(e) => setLine(index, 'description', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.quantity')} ${index + 1}`}
                    inputMode="numeric"
                    style={{ width: '4.5em' }}
                    value={line.quantity}
                    disabled={readOnly}
                    onChange={(e) => setLine(index, 'quantity', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.unit_cost')} ${index + 1}`}
                    inputMode="decimal"
                    style={{ width: '6.5em' }}
                    value={line.cost}
                    disabled={readOnly}
                    onChange={(e) => setLine(index, 'cost', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <CellSelect
                    label={`${t('purchasing.tax_rate')} ${index + 1}`}
                    value={line.rate}
                    choices={choices.rateChoices}
                    onChange={(value) => setLine(index, 'rate', value)}
                    disabled={readOnly}
                  />
                </Table.Cell>
                {order && (
                  <Table.Cell justify="end">
                    {order.lines[index]
                      ? `${order.lines[index].received} / ${order.lines[index].quantity}`
                      : ''}
                  </Table.Cell>
                )}
                <Table.Cell justify="end">
                  {money((wholeOf(line.quantity) ?? 0) * (parseMoneyInput(line.cost) ?? 0))}
                </Table.Cell>
                <Table.Cell>
                  {!readOnly && lines.length > 1 && (
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="gray"
                      aria-label={`${t('purchasing.remove_line')} ${index + 1}`}
                      onClick={() => setLines(lines.filter((_, i) => i !== index))}
                    >
                      <Cross2Icon />
                    </IconButton>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <LinesError error={errors.lines} />
        <Flex justify="between" align="center" mt="3" gap="4" wrap="wrap">
          {!readOnly ? (
            <Button type="button" variant="soft" onClick={() => setLines([...lines, blank()])}>
              {t('purchasing.add_line')}
            </Button>
          ) : (
            <span />
          )}
          <Text size="3" weight="bold" data-testid="order-subtotal">
            {t('purchasing.subtotal')}: {money(subtotal)}
          </Text>
        </Flex>
      </Card>
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
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="button" onClick={() => void receive()}>
            {t('purchasing.receive')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
