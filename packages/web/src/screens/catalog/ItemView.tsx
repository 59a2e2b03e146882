import { priceOn } from '@pos/core'
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { dateInputOf, getProduct } from './catalog-api.ts'

/** One item of a product (spec 2 /product/products/{product}/{id}): its options, codes and prices. */
export function ItemView({ productId, itemId }: { productId: number; itemId: number }) {
  const product = useRequest((signal) => getProduct(productId, { signal }), [productId])
  const item = product.data?.items.find((entry) => entry.id === itemId)
  const prices = (product.data?.prices ?? []).filter(
    (price) => price.item_id === null || price.item_id === itemId,
  )
  const now = new Date().toISOString()
  const current = item ? priceOn(prices, { product_id: productId, item_id: itemId }, now) : undefined
  const options = (product.data?.option_names ?? []).map((name, index) => ({
    name,
    value: item ? [item.option1, item.option2, item.option3][index] : '',
  }))
  return (
    <>
      <Flex justify="between" align="center" mb="5" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="7">
            {item?.sku ?? t('products.sku')}
          </Heading>
          <Text as="p" color="gray" size="2" mt="1">
            {product.data?.name}
          </Text>
        </div>
        <BackLink to="/product/products/$id" params={{ id: String(productId) }} />
      </Flex>
      <Skeleton loading={!product.data}>
        <Card size="3">
          {product.data && !item ? (
            <Text color="gray">{t('products.item_missing')}</Text>
          ) : (
            <Facts
              facts={[
                ...options.map((option) => ({ label: option.name, value: option.value })),
                { label: t('products.sku'), value: item?.sku },
                { label: t('products.barcode'), value: item?.barcode },
                {
                  label: t('products.price_today'),
                  value: current ? formatMoney(current.price, current.currency) : '—',
                },
              ]}
            />
          )}
        </Card>
        <Card size="3" mt="4">
          <DataTable
            variant="ghost"
            aria-label={t('products.tab_prices')}
            columns={[
              {
                header: t('products.price_for'),
                cell: (price) => (price.item_id === null ? t('products.whole_product') : item?.sku),
              },
              { header: t('products.start'), cell: (price) => dateInputOf(price.start_date) || '—' },
              { header: t('products.end'), cell: (price) => dateInputOf(price.end_date) || '—' },
              {
                header: t('products.price'),
                align: 'right',
                cell: (price) => formatMoney(price.price, price.currency),
              },
            ]}
            rows={prices}
            rowKey={(price) => price.id}
          />
        </Card>
      </Skeleton>
    </>
  )
}
