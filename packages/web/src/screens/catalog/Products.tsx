import type { ProductListRow as ProductRow } from '@pos/core'
import { Badge, Flex } from '@radix-ui/themes'
import { EntityList } from '../../components/entity/index.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { customCsvColumns, useCustomFields } from '../custom-fields/CustomFieldInputs.tsx'
import { getFacets } from './catalog-api.ts'

export const PRODUCT_LIST_FILTERS = {
  type: 'any',
  vendor: 'any',
  tag: 'any',
  view: ['standard', 'gift_card'],
} as const

/** The company's products (spec 2 /product/products): search, type/vendor/tag/view filters, paging, CSV. */
export function Products() {
  const { company } = useMe()
  const facets = useRequest((signal) => getFacets({ signal }), [])
  const options = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }))
  // A CSV column per custom field of products (/admin/custom-fields).
  const customColumns = customCsvColumns<ProductRow>(useCustomFields('products'), (row) => row.custom)
  return (
    <EntityList<ProductRow>
      title={t('products.title')}
      resource="proxy/products.json"
      itemsKey="products"
      rowKey={(row) => row.id}
      rowLink={(row) => `/product/products/${row.id}`}
      searchPlaceholder={t('products.search_placeholder')}
      emptyText={t('products.empty')}
      create={{ to: '/product/products/new', label: t('products.new') }}
      csvName="products"
      csvColumns={customColumns}
      filters={[
        { key: 'type', label: t('products.type'), options: options(facets.data?.types) },
        { key: 'vendor', label: t('products.vendor'), options: options(facets.data?.vendors) },
        { key: 'tag', label: t('products.tag'), options: options(facets.data?.tags) },
        {
          key: 'view',
          label: t('products.view'),
          options: [
            { value: 'standard', label: t('products.view_standard') },
            { value: 'gift_card', label: t('products.view_gift_card') },
          ],
        },
      ]}
      columns={[
        {
          key: 'name',
          header: t('products.name'),
          cell: (row) => (
            <Flex gap="2" align="center">
              {row.name}
              {row.view === 'Gift Card' && (
                <Badge color="violet" variant="soft" radius="full">
                  {t('products.view_gift_card')}
                </Badge>
              )}
            </Flex>
          ),
          csv: (row) => row.name,
        },
        { key: 'style', header: t('products.style'), cell: (row) => row.style },
        { key: 'type', header: t('products.type'), cell: (row) => row.type },
        { key: 'vendor', header: t('products.vendor'), cell: (row) => row.vendor },
        { key: 'tags', header: t('products.tags'), cell: (row) => row.tags.join(', ') },
        { key: 'items', header: t('products.item_count'), align: 'right', cell: (row) => row.item_count },
        {
          key: 'retail',
          header: t('products.retail_price'),
          align: 'right',
          cell: (row) => formatMoney(row.retail_price, company.currency),
          csv: (row) => (row.retail_price / 100).toFixed(2),
        },
      ]}
    />
  )
}
