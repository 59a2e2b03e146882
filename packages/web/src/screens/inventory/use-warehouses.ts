import { warehouseResource } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'
import { useRequest } from '../../hooks/use-request.ts'

const warehouses = resourceClient(warehouseResource)

/** The company's warehouses, for the pickers of the inventory screens. */
export function useWarehouses() {
  const { data } = useRequest((signal) => warehouses.list({ limit: 250, sort: 'name' }, { signal }), [])
  return data?.rows ?? []
}
