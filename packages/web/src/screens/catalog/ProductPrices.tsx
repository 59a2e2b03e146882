import type { ProductDetail } from '@pos/core'
import { parseMoneyText } from '@pos/core'
import { Button, Flex, Grid, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { RowRemoveButton } from '../../components/RowButtons.tsx'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { t } from '../../i18n/index.ts'
import { createPrice, dateInputOf, deletePrice, isoOfDateInput } from './catalog-api.ts'

type Props = { product: ProductDetail; currency: string; onChange: () => void }

/** A product's prices (spec 3 Price): the retail price, dated prices for it or one item, price lists'. */
export function ProductPrices({ product, currency, onChange }: Props) {
  const [target, setTarget] = useState('product')
  const [price, setPrice] = useState('')
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [error, setError] = useState<string>()
  const { busy: saving, run } = useBusy()
  const skuOf = (itemId: number | null) => product.items.find((item) => item.id === itemId)?.sku

  async function add() {
    const cents = parseMoneyText(price)
    if (cents === undefined) {
      setError(t('products.bad_money'))
      return
    }
    setError(undefined)
    await run(async () => {
      await createPrice({
        product_id: product.id,
        item_id: target === 'product' ? null : Number(target),
        start_date: isoOfDateInput(start),
        end_date: isoOfDateInput(end),
        price: cents,
      })
      showToast(t('products.price_added'), 'success')
      setPrice('')
      onChange()
    })
  }

  async function remove(id: number) {
    try {
      await deletePrice(id)
      onChange()
    } catch {
      // Shown by the client.
    }
  }

  return (
    <Flex direction="column" gap="4">
      {product.prices.length === 0 ? (
        <Text color="gray" size="2">
          {t('products.no_prices')}
        </Text>
      ) : (
        <DataTable
          variant="surface"
          aria-label={t('products.tab_prices')}
          columns={[
            {
              header: t('products.price_for'),
              cell: (entry) => (entry.item_id === null ? t('products.whole_product') : skuOf(entry.item_id)),
            },
            { header: t('products.start'), cell: (entry) => dateInputOf(entry.start_date) || '—' },
            { header: t('products.end'), cell: (entry) => dateInputOf(entry.end_date) || '—' },
            {
              header: t('products.price_list'),
              cell: (entry) =>
                isRetail(entry)
                  ? t('products.retail')
                  : entry.price_list_id
                    ? `#${entry.price_list_id}`
                    : '—',
            },
            {
              header: t('products.price'),
              align: 'right',
              cell: (entry) => formatMoney(entry.price, entry.currency || currency),
            },
            {
              key: 'remove',
              header: null,
              align: 'right',
              cell: (entry) =>
                !isRetail(entry) && (
                  <RowRemoveButton label={t('common.delete')} onRemove={() => void remove(entry.id)} />
                ),
            },
          ]}
          rows={product.prices}
          rowKey={(entry) => entry.id}
          rowAlign="center"
        />
      )}
      <Grid columns={{ initial: '1', sm: '2fr 1fr 1fr 1fr auto' }} gap="3" align="end">
        <SelectField
          id="price-for"
          label={t('products.price_for')}
          value={target}
          options={[
            { value: 'product', label: t('products.whole_product') },
            ...product.items.map((item) => ({ value: String(item.id), label: item.sku })),
          ]}
          onChange={setTarget}
        />
        <Field label={t('products.price')} htmlFor="new-price" error={error}>
          <TextField.Root
            id="new-price"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          >
            <TextField.Slot>$</TextField.Slot>
          </TextField.Root>
        </Field>
        <TextInputField
          id="price-start"
          label={t('products.start')}
          type="date"
          value={start}
          onChange={setStart}
        />
        <TextInputField id="price-end" label={t('products.end')} type="date" value={end} onChange={setEnd} />
        <Button type="button" loading={saving} onClick={() => void add()}>
          {t('products.add_price')}
        </Button>
      </Grid>
    </Flex>
  )
}

/** The product's own retail price: for the whole product, on no price list, at no dates (it cannot be deleted). */
function isRetail(entry: {
  item_id: number | null
  price_list_id: number | null
  start_date: string | null
  end_date: string | null
}) {
  return entry.item_id === null && entry.price_list_id === null && !entry.start_date && !entry.end_date
}
