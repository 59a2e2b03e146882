import type { PriceListRecord as PriceList } from '@pos/core'
import { EntityList } from '../../components/entity/index.ts'
import { t } from '../../i18n/index.ts'
import { dateInputOf } from '../catalog/catalog-api.ts'

/** Price lists (spec 2 /sales/prices). */
export function PriceLists() {
  return (
    <EntityList<PriceList>
      title={t('prices.title')}
      description={t('prices.description')}
      resource="proxy/pricelists.json"
      itemsKey="pricelists"
      rowKey={(row) => row.id}
      rowLink={(row) => `/sales/prices/${row.id}`}
      emptyText={t('prices.empty')}
      create={{ to: '/sales/prices/create-pricelist', label: t('prices.new') }}
      csvName="price-lists"
      columns={[
        { key: 'name', header: t('prices.name'), cell: (row) => row.name },
        {
          key: 'start',
          header: t('prices.start'),
          cell: (row) => dateInputOf(row.start_date) || t('prices.always'),
        },
        {
          key: 'end',
          header: t('prices.end'),
          cell: (row) => dateInputOf(row.end_date) || t('prices.always'),
        },
        { key: 'currency', header: t('prices.currency'), cell: (row) => row.currency },
        { key: 'count', header: t('prices.count'), align: 'right', cell: (row) => row.price_count ?? 0 },
      ]}
    />
  )
}
