import { supplierResource, warehouseResource } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'
import type { Choice } from '../../components/document-lines/CellSelect.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { booksApi } from '../books/books-api.ts'

const suppliers = resourceClient(supplierResource)
const warehouses = resourceClient(warehouseResource)

/** What purchasing's screens choose from: suppliers, warehouses, tax rates and accounts of the company. */
export function usePurchasingChoices() {
  const supplierList = useRequest((signal) => suppliers.list({ limit: 250 }, { signal }), [])
  const warehouseList = useRequest((signal) => warehouses.list({ limit: 250 }, { signal }), [])
  const books = useRequest((signal) => booksApi.choices(signal), [])
  const rates = (books.data?.tax_rates ?? []).filter((rate) => !rate.archived)
  const accounts = (books.data?.accounts ?? []).filter((account) => !account.archived)
  return {
    loading: supplierList.loading || warehouseList.loading || books.loading,
    suppliers: supplierList.data?.rows ?? [],
    supplierChoices: (supplierList.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    warehouseChoices: (warehouseList.data?.rows ?? []).map((w) => ({ value: String(w.id), label: w.name })),
    rates,
    rateChoices: rates.map((rate) => ({ value: String(rate.id), label: rate.name })),
    accountChoices: accounts.map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` })),
    bankChoices: accounts
      .filter((a) => a.type === 'Bank')
      .map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` })),
  }
}

/** Money in the company's currency. */
export function useMoney() {
  const { company } = useMe()
  return (cents: number) => formatMoney(cents, company.currency)
}

/** A labelled select of records by id, with its refusal under it; "Choose…" until one is chosen. */
export function ChoiceField({
  id,
  label,
  value,
  choices,
  onChange,
  error,
  disabled,
}: {
  id: string
  label: string
  value: string
  choices: readonly Choice[]
  onChange: (value: string) => void
  error?: string | undefined
  disabled?: boolean
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={choices}
      onChange={onChange}
      error={error}
      placeholder={t('purchasing.no_choice')}
      disabled={disabled ?? false}
    />
  )
}

/**
 * Where the goods of a purchase come from and go to: the supplier and the warehouse, each picked from the company's
 * (`choices`), with its refusal under it. The fields' ids start with `idPrefix` (`order` gives order-supplier).
 */
export function SupplierAndWarehouse(props: {
  idPrefix: string
  warehouseLabel: string
  choices: { supplierChoices: readonly Choice[]; warehouseChoices: readonly Choice[] }
  supplier: string
  onSupplier: (supplier: string) => void
  warehouse: string
  onWarehouse: (warehouse: string) => void
  errors: Record<string, string | undefined>
  disabled?: boolean
}) {
  return (
    <>
      <ChoiceField
        id={`${props.idPrefix}-supplier`}
        label={t('purchasing.supplier')}
        value={props.supplier}
        choices={props.choices.supplierChoices}
        onChange={props.onSupplier}
        error={props.errors.supplier_id}
        disabled={props.disabled ?? false}
      />
      <ChoiceField
        id={`${props.idPrefix}-warehouse`}
        label={props.warehouseLabel}
        value={props.warehouse}
        choices={props.choices.warehouseChoices}
        onChange={props.onWarehouse}
        error={props.errors.warehouse_id}
        disabled={props.disabled ?? false}
      />
    </>
  )
}

/**
 * A foreign document's currency (a 3-letter code, upper case as typed) and its exchange rate into the company's
 * currency, with each refusal under its field: a shipment and its shipping costs take both.
 */
export function CurrencyAndRate(props: {
  id: string
  currency: string
  onCurrency: (currency: string) => void
  rate: string
  onRate: (rate: string) => void
  errors: Record<string, string | undefined>
  disabled?: boolean
  currencyHint?: string | undefined
}) {
  return (
    <>
      <TextInputField
        id={`${props.id}-currency`}
        label={t('shipments.currency')}
        value={props.currency}
        maxLength={3}
        disabled={props.disabled ?? false}
        onChange={(value) => props.onCurrency(value.toUpperCase())}
        error={props.errors.currency}
        hint={props.currencyHint}
      />
      <TextInputField
        id={`${props.id}-rate`}
        label={t('shipments.exchange_rate')}
        inputMode="decimal"
        value={props.rate}
        disabled={props.disabled ?? false}
        onChange={props.onRate}
        error={props.errors.exchange_rate}
        hint={t('shipments.exchange_rate_hint', { currency: props.currency || '…' })}
      />
    </>
  )
}

/**
 * An exchange rate typed, or null when it is blank or cannot be read: the server then refuses it under its field
 * ('Please enter the exchange rate') instead of a rate being made up.
 */
export function exchangeRateOf(text: string): number | null {
  const rate = Number(text.trim())
  return text.trim() === '' || !Number.isFinite(rate) ? null : rate
}

export { today } from '../../format/dates.ts'
export { wholeOf } from './order-lines.ts'
