import { replenishmentResource } from '@pos/core'
import { api } from '../../api/client.ts'
import { resourceClient } from '../../api/resource-client.ts'

export const replenishments = resourceClient(replenishmentResource)

export type ProposalLine = {
  item_id: number
  sku: string
  name: string
  minimum: number
  maximum: number
  on_hand: number
  sold: number
  source_on_hand: number | null
  quantity: number
}

export function proposeReplenishment(destination: number, source: number | null, signal?: AbortSignal) {
  return api.get<{ lines: ProposalLine[]; days: number }>('proxy/replenishments/propose.json', {
    query: { destination_warehouse_id: destination, source_warehouse_id: source },
    quiet: true,
    ...(signal ? { signal } : {}),
  })
}
