import { Cross2Icon } from '@radix-ui/react-icons'
import {
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  IconButton,
  Table,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { api } from '../../api/client.ts'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ChoiceField, LinesError, usePurchasingChoices, wholeOf } from './parts.tsx'

type Line = { key: number; name: string; sku: string; quantity: string; cost: string; price: string }
let lineKeys = 0
const blank = (): Line => ({ key: ++lineKeys, name: '', sku: '', quantity: '', cost: '', price: '' })
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
  const setLine = (index: number, key: keyof Line, value: string) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)))

  async function buy(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    setBusy(true)
    try {
      const written = lines.filter((line) => line.name || line.sku || line.quantity || line.cost)
      const answer = await api.post<{
        purchase_order: { id: number; number: string }
        bill: { id: number; number: string }
      }>('proxy/quick-product-buy.json', {
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
      <Card size="3" mb="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <ChoiceField
            id="quick-supplier"
            label={t('purchasing.supplier')}
            value={supplier}
            choices={choices.supplierChoices}
            onChange={setSupplier}
            error={errors.supplier_id}
          />
          <ChoiceField
            id="quick-warehouse"
            label={t('purchasing.warehouse')}
            value={warehouse}
            choices={choices.warehouseChoices}
            onChange={setWarehouse}
            error={errors.warehouse_id}
          />
          <ChoiceField
            id="quick-rate"
            label={t('purchasing.tax_rate')}
            value={rate}
            choices={choices.rateChoices}
            onChange={setRate}
            error={errors.tax_rate_id}
          />
          <Field label={t('purchasing.reference')} htmlFor="quick-reference" error={errors.reference}>
            <TextField.Root
              id="quick-reference"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </Field>
        </Grid>
      </Card>
      <Card size="3" mb="4">
        <Heading as="h2" size="4" mb="3">
          {t('purchasing.lines')}
        </Heading>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('purchasing.product_name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.sku')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.quantity')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.cost')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('purchasing.retail_price')}</Table.ColumnHeaderCell>
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
                    aria-label={`${t('purchasing.product_name')} ${index + 1}`}
                    value={line.name}
                    onChange={(e) => setLine(index, 'name', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.sku')} ${index + 1}`}
                    style={{ width: '8em' }}
                    value={line.sku}
                    onChange={(e) => setLine(index, 'sku', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.quantity')} ${index + 1}`}
                    inputMode="numeric"
                    style={{ width: '4.5em' }}
                    value={line.quantity}
                    onChange={(e) => setLine(index, 'quantity', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.cost')} ${index + 1}`}
                    inputMode="decimal"
                    style={{ width: '6.5em' }}
                    value={line.cost}
                    onChange={(e) => setLine(index, 'cost', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextField.Root
                    aria-label={`${t('purchasing.retail_price')} ${index + 1}`}
                    inputMode="decimal"
                    style={{ width: '6.5em' }}
                    value={line.price}
                    onChange={(e) => setLine(index, 'price', e.target.value)}
                  />
                </Table.Cell>
                <Table.Cell>
                  {lines.length > 1 && (
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
        <Flex mt="3">
          <Button type="button" variant="soft" onClick={() => setLines([...lines, blank()])}>
            {t('purchasing.add_line')}
          </Button>
        </Flex>
      </Card>
    </form>
  )
}
