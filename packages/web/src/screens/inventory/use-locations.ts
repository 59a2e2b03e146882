import { locationResource } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'
import { useRequest } from '../../hooks/use-request.ts'

const locations = resourceClient(locationResource)

/** The locations of a warehouse (none until one is chosen), for the pickers of the inventory screens. */
export function useLocations(warehouseId: string) {
  const { data } = useRequest(
    warehouseId
      ? (signal) => locations.list({ warehouse_id: warehouseId, limit: 250, sort: 'name' }, { signal })
      : null,
    [warehouseId],
  )
  return warehouseId ? (data?.rows ?? []) : []
}
