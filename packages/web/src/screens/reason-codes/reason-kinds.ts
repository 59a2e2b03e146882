import type { ReasonKind } from '@pos/core'
import type { MessageKey } from '../../i18n/index.ts'

/** The reason kinds as the routes of spec 2 name them (/admin/reason-codes/gift-card...), in menu order. */
export const REASON_SLUGS: readonly {
  slug: string
  kind: ReasonKind
  label: MessageKey
  hint: MessageKey
}[] = [
  { slug: 'gift-card', kind: 'gift_card', label: 'reasons.kind_gift_card', hint: 'reasons.hint_gift_card' },
  {
    slug: 'store-credit',
    kind: 'store_credit',
    label: 'reasons.kind_store_credit',
    hint: 'reasons.hint_store_credit',
  },
  { slug: 'discount', kind: 'discount', label: 'reasons.kind_discount', hint: 'reasons.hint_discount' },
  { slug: 'return', kind: 'return', label: 'reasons.kind_return', hint: 'reasons.hint_return' },
  {
    slug: 'petty-cash',
    kind: 'petty_cash',
    label: 'reasons.kind_petty_cash',
    hint: 'reasons.hint_petty_cash',
  },
  {
    slug: 'stock-adjustment',
    kind: 'stock_adjustment',
    label: 'reasons.kind_stock_adjustment',
    hint: 'reasons.hint_stock_adjustment',
  },
]

export function kindOfSlug(slug: string) {
  return REASON_SLUGS.find((entry) => entry.slug === slug)
}
