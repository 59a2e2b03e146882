import { ReplenishmentProposalSchema, replenishmentResource } from '@pos/core'
import { answers } from '../../api/answers.ts'
import { resourceClient } from '../../api/resource-client.ts'

export const replenishments = resourceClient(replenishmentResource)

export function proposeReplenishment(destination: number, source: number | null, signal?: AbortSignal) {
  return answers.get(ReplenishmentProposalSchema, 'proxy/replenishments/propose.json', {
    query: { destination_warehouse_id: destination, source_warehouse_id: source },
    quiet: true,
    ...(signal ? { signal } : {}),
  })
}
