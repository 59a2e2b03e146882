import {
  ALLOCATION_METHODS,
  landedUnits,
  type RowOf,
  SHIPMENT_STATES,
  SHIPPING_COST_KINDS,
  shipmentAllows,
  shipmentResource,
  shippingCostResource,
} from '@pos/core'
import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Text,
  Link as ThemeLink,
  VisuallyHidden,
} from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { DocumentFields } from '../../components/document/DocumentParts.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { RowDeleteButton } from '../../components/RowButtons.tsx'
import { formatMoney } from '../../format/money.ts'
import { deleteAndLeave } from '../../hooks/use-edit-save.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ChoiceField, CurrencyAndRate, exchangeRateOf, useMoney, usePurchasingChoices } from './parts.tsx'

const shipments = resourceClient(shipmentResource)
const costs = resourceClient(shippingCostResource)
type Shipment = RowOf<typeof shipmentResource>
type Cost = RowOf<typeof shippingCostResource>

const KIND_WORDS = Object.fromEntries(SHIPPING_COST_KINDS.map((k) => [k.value, k.label]))
const METHOD_WORDS = Object.fromEntries(ALLOCATION_METHODS.map((m) => [m.value, m.label]))
const STATE_WORDS = Object.fromEntries(SHIPMENT_STATES.map((s) => [s.value, s.label]))
/** The choice that leaves an optional select empty (Radix selects take no empty value). */
const NONE = 'none'

/**
 * /accounts/shipping-costs ("PO Shipping Costs"): accounts choose a shipment, enter its freight, duty and other
 * costs (amount, currency, exchange rate, supplier, reference), each posted once to the books and allocated over
 * the shipment's lines by value or by quantity; the allocation shows each line's shipping unit cost (landed cost).
 */
export function ShippingCosts({ shipmentId }: { shipmentId: string }) {
  const navigate = useNavigate()
  const money = useMoney()
  const choices = usePurchasingChoices()
  const [generation, setGeneration] = useState(0)
  const shipmentList = useRequest(
    (signal) => shipments.list({ limit: 250, sort: '-number' }, { signal }),
    [generation],
  )
  const shipment = useRequest(shipmentId ? (signal) => shipments.get(Number(shipmentId), { signal }) : null, [
    shipmentId,
    generation,
  ])
  const costList = useRequest(
    (signal) =>
      costs.list(
        { limit: 250, sort: '-created', ...(shipmentId ? { shipment_id: shipmentId } : {}) },
        { signal },
      ),
    [shipmentId, generation],
  )
  const refresh = () => setGeneration((g) => g + 1)

  const shipmentChoices = (shipmentList.data?.rows ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.number} · ${row.purchase_order_number} · ${row.supplier_name}`,
  }))
  const picked = shipmentId ? shipment.data : undefined

  async function remove(cost: Cost) {
    await deleteAndLeave(
      () => costs.remove(cost.id),
      t('shipments.cost_deleted'),
      async () => refresh(),
    )
  }

  return (
    <>
      <PageHeader title={t('shipments.costs_title')} description={t('shipments.costs_description')} />
      <DocumentFields align="end">
        <SelectField
          id="costs-shipment"
          label={t('shipments.choose_shipment')}
          value={shipmentId || NONE}
          options={[{ value: NONE, label: t('shipments.all_shipments') }, ...shipmentChoices]}
          onChange={(value) =>
            void navigate({
              to: '/accounts/shipping-costs',
              search: value === NONE ? {} : { shipment: Number(value) },
            })
          }
        />
        {picked && (
          <Flex gap="3" align="center" wrap="wrap" pb="1">
            <Badge size="2" data-testid="costs-shipment-state">
              {STATE_WORDS[picked.status]}
            </Badge>
            <Text size="2">
              {picked.supplier_name} · {picked.warehouse_name} · {picked.currency} @ {picked.exchange_rate}
            </Text>
            <ThemeLink asChild size="2">
              <Link to="/product/shipments/$id" params={{ id: String(picked.id) }}>
                {t('shipments.open_shipment')}
              </Link>
            </ThemeLink>
          </Flex>
        )}
      </DocumentFields>
      {picked && shipmentAllows(picked.status).addCosts && (
        <CostForm
          key={picked.id}
          shipment={picked}
          supplierChoices={choices.supplierChoices}
          accountChoices={choices.accountChoices}
          onAdded={refresh}
        />
      )}
      <Card size="3" mb="4">
        <Heading as="h2" size="4" mb="3">
          {t('shipments.costs')}
        </Heading>
        {(costList.data?.rows ?? []).length === 0 ? (
          <Text as="p" size="2" color="gray">
            {costList.loading ? '…' : t('shipments.no_costs')}
          </Text>
        ) : (
          <DataTable
            size="1"
            data-testid="shipping-costs"
            columns={[
              !shipmentId && {
                header: t('shipments.shipment'),
                cell: (cost) => (
                  <ThemeLink asChild size="2">
                    <Link to="/accounts/shipping-costs" search={{ shipment: cost.shipment_id }}>
                      {cost.shipment_number}
                    </Link>
                  </ThemeLink>
                ),
              },
              { header: t('shipments.cost_kind'), cell: (cost) => KIND_WORDS[cost.kind] },
              { header: t('shipments.supplier'), cell: (cost) => cost.supplier_name },
              { header: t('shipments.reference'), cell: (cost) => cost.reference },
              {
                header: t('shipments.amount'),
                align: 'right',
                cell: (cost) => formatMoney(cost.amount, cost.currency),
              },
              { header: t('shipments.exchange_rate'), align: 'right', cell: (cost) => cost.exchange_rate },
              {
                header: t('shipments.local_amount'),
                align: 'right',
                cell: (cost) => money(cost.local_amount),
              },
              { header: t('shipments.allocate'), nowrap: true, cell: (cost) => METHOD_WORDS[cost.method] },
              {
                key: 'delete',
                header: <VisuallyHidden>{t('common.delete')}</VisuallyHidden>,
                cell: (cost) => (
                  <RowDeleteButton
                    name={cost.reference || (KIND_WORDS[cost.kind] ?? cost.kind)}
                    body={t('shipments.delete_cost')}
                    onConfirm={() => void remove(cost)}
                  />
                ),
              },
            ]}
            rows={costList.data?.rows ?? []}
            rowKey={(cost) => cost.id}
            rowAlign="center"
          />
        )}
      </Card>
      {picked && <Allocation shipment={picked} />}
    </>
  )
}

/** The form of a new cost against the chosen shipment: its currency and rate start from the shipment's. */
function CostForm({
  shipment,
  supplierChoices,
  accountChoices,
  onAdded,
}: {
  shipment: Shipment
  supplierChoices: readonly { value: string; label: string }[]
  accountChoices: readonly { value: string; label: string }[]
  onAdded: () => void
}) {
  const [kind, setKind] = useState<string>('freight')
  const [supplier, setSupplier] = useState('')
  const [reference, setReference] = useState('')
  const [amount, setAmount] = useState('')
  const [currency, setCurrency] = useState(shipment.currency)
  const [rate, setRate] = useState(String(shipment.exchange_rate))
  const [method, setMethod] = useState<string>('value')
  const [credit, setCredit] = useState(NONE)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  async function add(event: FormEvent) {
    event.preventDefault()
    const cents = parseMoneyInput(amount)
    if (cents === null) {
      setErrors({ amount: t('shipments.enter_amount') })
      return
    }
    setErrors({})
    setSaving(true)
    try {
      await costs.create({
        shipment_id: shipment.id,
        kind: kind as Cost['kind'],
        supplier_id: supplier ? Number(supplier) : null,
        reference,
        amount: cents,
        currency,
        exchange_rate: exchangeRateOf(rate),
        method: method as Cost['method'],
        credit_account_id: credit === NONE ? null : Number(credit),
      })
      showToast(t('shipments.cost_added'), 'success')
      setReference('')
      setAmount('')
      onAdded()
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field ?? 'amount']: refusal.message })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card size="3" mb="4" asChild>
      <form onSubmit={add} noValidate aria-label={t('shipments.add_cost')}>
        <Heading as="h2" size="4" mb="3">
          {t('shipments.add_cost')}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="4">
          <ChoiceField
            id="cost-kind"
            label={t('shipments.cost_kind')}
            value={kind}
            choices={SHIPPING_COST_KINDS}
            onChange={setKind}
            error={errors.kind}
          />
          <ChoiceField
            id="cost-supplier"
            label={t('shipments.cost_supplier')}
            value={supplier}
            choices={supplierChoices}
            onChange={setSupplier}
            error={errors.supplier_id}
          />
          <TextInputField
            id="cost-reference"
            label={t('shipments.reference')}
            value={reference}
            onChange={setReference}
            error={errors.reference}
          />
          <TextInputField
            id="cost-amount"
            label={t('shipments.amount')}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <CurrencyAndRate
            id="cost"
            currency={currency}
            onCurrency={setCurrency}
            rate={rate}
            onRate={setRate}
            errors={errors}
          />
          <ChoiceField
            id="cost-method"
            label={t('shipments.allocate')}
            value={method}
            choices={ALLOCATION_METHODS}
            onChange={setMethod}
            error={errors.method}
          />
          <ChoiceField
            id="cost-credit"
            label={t('shipments.credit_account')}
            value={credit}
            choices={[{ value: NONE, label: t('shipments.credit_default') }, ...accountChoices]}
            onChange={setCredit}
            error={errors.credit_account_id}
          />
        </Grid>
        {errors.shipment_id && (
          <Text as="p" size="2" color="red" role="alert" mt="3">
            {errors.shipment_id}
          </Text>
        )}
        <Flex justify="end" mt="4">
          <Button type="submit" loading={saving}>
            {t('shipments.add_cost')}
          </Button>
        </Flex>
      </form>
    </Card>
  )
}

/** The shipment's lines with their share of its costs: shipping cost and shipping unit cost per line. */
function Allocation({ shipment }: { shipment: Shipment }) {
  const money = useMoney()
  return (
    <Card size="3" mb="4">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t('shipments.allocation')}
        </Heading>
        <Text size="2" weight="bold" data-testid="allocation-total">
          {t('shipments.total_shipping', { total: money(shipment.shipping_cost) })}
        </Text>
      </Flex>
      <DataTable
        size="1"
        data-testid="allocation"
        columns={[
          { header: t('shipments.sku'), cell: (line) => line.sku },
          { header: t('shipments.description'), cell: (line) => line.description },
          { header: t('shipments.landed_units'), align: 'right', cell: (line) => landedUnits(line) },
          { header: t('shipments.unit_cost'), align: 'right', cell: (line) => money(line.unit_cost) },
          { header: t('shipments.shipping_cost'), align: 'right', cell: (line) => money(line.shipping_cost) },
          {
            header: t('shipments.shipping_unit_cost'),
            align: 'right',
            cell: (line) => money(line.shipping_unit_cost),
          },
        ]}
        rows={shipment.lines}
        rowKey={(line) => line.id}
      />
    </Card>
  )
}
