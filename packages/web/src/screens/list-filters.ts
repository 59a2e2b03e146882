import { PROMOTION_STATUSES } from '@pos/core'

// The filters each hand-written list keeps in its address, as its route's `validateSearch` checks them. Plain
// data in a module of its own: a route file imports it without the list's screen, so the screen stays in the
// chunk its route loads on demand instead of the first page's (the register's) bundle.

export const CUSTOMER_LIST_FILTERS = { loyalty: ['in', 'out'] } as const
export const GIFT_CARD_FILTERS = { status: ['active', 'used', 'expired'] } as const
export const PRODUCT_LIST_FILTERS = {
  type: 'any',
  vendor: 'any',
  tag: 'any',
  view: ['standard', 'gift_card'],
} as const
export const PROMOTION_LIST_FILTERS = { status: Object.values(PROMOTION_STATUSES) } as const
export const SALES_HISTORY_FILTERS = { store_id: 'any', register_id: 'any', from: 'any', to: 'any' } as const
export const STAFF_LIST_FILTERS = { status: ['active', 'terminated'] } as const
export const STORE_LIST_FILTERS = { status: ['open', 'closed'] } as const
export const USER_LIST_FILTERS = { status: ['active', 'disabled'] } as const
