import { reasonResource } from '@pos/core'
import { ResourceEdit } from '../../components/resource/index.ts'
import { t } from '../../i18n/index.ts'
import { kindOfSlug } from './reason-kinds.ts'

/**
 * A new reason (id null) or one reason of a kind, on the generic edit screen: the kind comes from the route;
 * only discount reasons have a maximum percent.
 */
export function ReasonEdit({ slug, id }: { slug: string; id: number | null }) {
  const entry = kindOfSlug(slug)
  if (!entry) return null
  return (
    <ResourceEdit
      resource={reasonResource}
      id={id}
      fixed={entry.kind === 'discount' ? { kind: entry.kind } : { kind: entry.kind, max_discount_percent: 0 }}
      back={`/admin/reason-codes/${slug}`}
      {...(id === null ? { title: t('reasons.new_title') } : {})}
      description={t(entry.label)}
    />
  )
}
