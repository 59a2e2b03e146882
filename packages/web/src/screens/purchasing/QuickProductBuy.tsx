import { QuickBuyAnswerSchema } from '@pos/core'
import { Button } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { DocumentFields } from '../../components/document/DocumentParts.tsx'
import { DocumentLines, type LineColumn } from '../../components/document-lines/DocumentLines.tsx'
import { newLineKey } from '../../components/document-lines/document-lines.ts'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ChoiceField, SupplierAndWarehouse, usePurchasingChoices, wholeOf } from './parts.tsx'

type Line = { key: number; name: string; sku: string; quantity: string; cost: string; price: string }
const blank = (): Line => ({ key: newLineKey(), name: '', sku: '', quantity: '', cost: '', price: '' })
const centsOrNull = (text: string) => (text.trim() === '' ? null : (parseMoneyInput(text) ?? null))

/**
 * /accounts/quick-product-buy: new products (name, SKU, quantity, cost, retail price) bought from a supplier into a
 * warehouse under a tax rate in one go; the server makes the products, a purchase order received in full and the
 * supplier's draft bill, and refuses with the spec's messages (core quickBuyProblem).
 */
export function QuickProductBuy() {
  const navigate = useNavigate()
  const choices = usePurchasingChoices()
  const [supplier, setSupplier] = useState('')
  const [warehouse, setWarehouse] = useState('')
  const [rate, setRate] = useState('')
  const [reference, setReference] = useState('')
  const [lines, setLines] = useState<Line[]>([blank()])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const columns: LineColumn<Line>[] = [
    { kind: 'text', field: 'name', label: t('purchasing.product_name'), wide: true },
    { kind: 'text', field: 'sku', label: t('purchasing.sku'), width: '8em' },
    {
      kind: 'text',
      field: 'quantity',
      label: t('purchasing.quantity'),
      width: '4.5em',
      inputMode: 'numeric',
    },
    { kind: 'text', field: 'cost', label: t('purchasing.cost'), width: '6.5em', inputMode: 'decimal' },
    {
      kind: 'text',
      field: 'price',
      label: t('purchasing.retail_price'),
      width: '6.5em',
      inputMode: 'decimal',
    },
  ]

  async function buy(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    setBusy(true)
    try {
      const written = lines.filter((line) => line.name || line.sku || line.quantity || line.cost)
      const answer = await answers.post(QuickBuyAnswerSchema, 'proxy/quick-product-buy.json', {
        supplier_id: supplier ? Number(supplier) : null,
        warehouse_id: warehouse ? Number(warehouse) : null,
        tax_rate_id: rate ? Number(rate) : null,
        reference,
        lines: written.map((line) => ({
          name: line.name,
          sku: line.sku,
          quantity: wholeOf(line.quantity),
          unit_cost: centsOrNull(line.cost),
          retail_price: centsOrNull(line.price),
        })),
      })
      showToast(
        t('purchasing.bought', { order: answer.purchase_order.number, bill: answer.bill.number }),
        'success',
      )
      await navigate({ to: '/accounts/purchase-order/$id', params: { id: String(answer.purchase_order.id) } })
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field ?? 'lines']: refusal.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={buy} noValidate>
      <PageHeader
        title={t('purchasing.quick_title')}
        description={t('purchasing.quick_description')}
        actions={
          <Button type="submit" loading={busy}>
            {t('purchasing.buy')}
          </Button>
        }
      />
      <DocumentFields>
        <SupplierAndWarehouse
          idPrefix="quick"
          warehouseLabel={t('purchasing.warehouse')}
          choices={choices}
          supplier={supplier}
          onSupplier={setSupplier}
          warehouse={warehouse}
          onWarehouse={setWarehouse}
          errors={errors}
        />
        <ChoiceField
          id="quick-rate"
          label={t('purchasing.tax_rate')}
          value={rate}
          choices={choices.rateChoices}
          onChange={setRate}
          error={errors.tax_rate_id}
        />
        <TextInputField
          id="quick-reference"
          label={t('purchasing.reference')}
          value={reference}
          onChange={setReference}
          error={errors.reference}
        />
      </DocumentFields>
      <DocumentLines
        heading={t('purchasing.lines')}
        columns={columns}
        lines={lines}
        onChange={setLines}
        blank={blank}
        labels={{ add: t('purchasing.add_line'), remove: t('purchasing.remove_line') }}
        error={errors.lines}
      />
    </form>
  )
}
