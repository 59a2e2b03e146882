import { PROMOTION_STATUSES, type PromotionStatus } from '@pos/core'
import { Badge } from '@radix-ui/themes'
import { EntityList } from '../../components/entity/index.ts'
import { formatDate } from '../../format/dates.ts'
import { t } from '../../i18n/index.ts'
import type { PromotionRecord } from './promotions-api.ts'

const STATUS_COLORS = { active: 'green', scheduled: 'blue', expired: 'gray' } as const

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="soft" radius="full">
      {t(`promotions.status_${status}`)}
    </Badge>
  )
}

function dateText(iso: string | null): string {
  return iso ? formatDate(iso) : ''
}

function discountText(row: PromotionRecord): string {
  if (row.discount_type === 'percentage') return `${row.discount}%`
  const amount = (row.discount / 100).toFixed(2)
  return row.discount_type === 'amount' ? `-${amount}` : `@ ${amount}`
}

/** Promotions (spec 2 /sales/promotions): search by name or code, status filter, paging, CSV. */
export function PromotionList() {
  return (
    <EntityList<PromotionRecord>
      title={t('promotions.title')}
      resource="proxy/promotions.json"
      itemsKey="promotions"
      rowKey={(row) => row.id}
      rowLink={(row) => `/sales/promotions/${row.id}`}
      searchPlaceholder={t('promotions.search_placeholder')}
      emptyText={t('promotions.empty')}
      create={{ to: '/sales/promotions/new', label: t('promotions.new') }}
      csvName="promotions"
      filters={[
        {
          key: 'status',
          label: t('promotions.status'),
          options: Object.values(PROMOTION_STATUSES).map((status) => ({
            value: status,
            label: t(`promotions.status_${status}`),
          })),
        },
      ]}
      columns={[
        { key: 'name', header: t('promotions.name'), cell: (row) => row.name },
        { key: 'code', header: t('promotions.code'), cell: (row) => row.code },
        {
          key: 'discount',
          header: t('promotions.discount'),
          cell: (row) => discountText(row),
          csv: (row) => `${row.discount} ${row.discount_type}`,
        },
        {
          key: 'from',
          header: t('promotions.from_date'),
          cell: (row) => dateText(row.from_date),
          csv: (row) => row.from_date ?? '',
        },
        {
          key: 'to',
          header: t('promotions.to_date'),
          cell: (row) => dateText(row.to_date),
          csv: (row) => row.to_date ?? '',
        },
        { key: 'used', header: t('promotions.used'), cell: (row) => row.used_times },
        {
          key: 'status',
          header: t('promotions.status'),
          cell: (row) => <PromotionStatusBadge status={row.status} />,
          csv: (row) => row.status,
        },
      ]}
    />
  )
}
