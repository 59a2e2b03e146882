import { promotionResource, type RowOf } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'

/** Promotions as the back office reads and writes them, typed from their core declaration. */
export const promotions = resourceClient(promotionResource)
export type PromotionRecord = RowOf<typeof promotionResource>
