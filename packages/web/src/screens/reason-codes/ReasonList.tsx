import type { RowOf, reasonResource } from '@pos/core'
import { BackLink } from '../../components/BackLink.tsx'
import { EntityList } from '../../components/entity/index.ts'
import { t } from '../../i18n/index.ts'
import { kindOfSlug } from './reason-kinds.ts'

type Reason = RowOf<typeof reasonResource>

/** The reasons of one kind: name and account (and the maximum discount of discount reasons). */
export function ReasonList({ slug }: { slug: string }) {
  const entry = kindOfSlug(slug)
  if (!entry) return null
  return (
    <EntityList<Reason>
      key={entry.kind}
      title={t(entry.label)}
      description={t(entry.hint)}
      resource="proxy/reasons.json"
      query={{ kind: entry.kind }}
      itemsKey="reasons"
      rowKey={(row) => row.id}
      rowLink={(row) => `/admin/reason-codes/${slug}/${row.id}`}
      emptyText={t('reasons.empty')}
      create={{ to: `/admin/reason-codes/${slug}/new`, label: t('reasons.new') }}
      csvName={`${slug}-reasons`}
      actions={<BackLink to="/admin/reason-codes" label={t('reasons.all_kinds')} />}
      columns={[
        { key: 'name', header: t('common.name'), cell: (row) => row.name },
        {
          key: 'account',
          header: t('reasons.account'),
          cell: (row) => row.account ?? '—',
          csv: (row) => row.account ?? '',
        },
        ...(entry.kind === 'discount'
          ? [
              {
                key: 'max',
                header: t('reasons.max_discount'),
                align: 'right' as const,
                cell: (row: Reason) =>
                  row.max_discount_percent === 0 ? t('reasons.unlimited') : `${row.max_discount_percent}%`,
                csv: (row: Reason) => row.max_discount_percent,
              },
            ]
          : []),
      ]}
    />
  )
}
