import type { ProductListRow as ProductRow } from '@pos/core'
import { DownloadIcon } from '@radix-ui/react-icons'
import { Badge, Button, Flex } from '@radix-ui/themes'
import { useSearch } from '@tanstack/react-router'
import { EntityList } from '../../components/entity/index.ts'
import type { ListSearch } from '../../components/entity/list-search.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan, useMe } from '../../session/session.ts'
import { PRODUCT_LIST_FILTERS } from '../list-filters.ts'
import { getFacets } from './catalog-api.ts'

/**
 * The products CSV export of the list's search and filters: the server writes a line per item in the bulk import's
 * columns, with the custom fields of products and of items, so the file imports back as it is.
 */
function productsCsvUrl(search: ListSearch): string {
  const query = new URLSearchParams()
  for (const key of ['search', ...Object.keys(PRODUCT_LIST_FILTERS)]) {
    const value = search[key]
    if (value !== undefined && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return `/api/proxy/products.csv${text ? `?${text}` : ''}`
}

/** The company's products (spec 2 /product/products): search, type/vendor/tag/view filters, paging, CSV. */
export function Products() {
  const { company } = useMe()
  const facets = useRequest((signal) => getFacets({ signal }), [])
  const options = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }))
  const search = useSearch({ strict: false }) as ListSearch
  const mayExport = useCan()('product.products', 'export')
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
      actions={
        mayExport ? (
          <Button asChild variant="soft" color="gray">
            <a href={productsCsvUrl(search)} download>
              <DownloadIcon />
              {t('list.export_csv')}
            </a>
          </Button>
        ) : null
      }
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
