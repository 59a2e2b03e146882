import {
  carrierResource,
  INVENTORY_MESSAGES,
  locationResource,
  refusal,
  shipmentBoxResource,
  warehouseGroupResource,
  warehouseResource,
} from '@pos/core'
import { visibleRow } from '../admin/restrictions.ts'
import { resourceMount } from '../resource/mount.ts'
import { replenishmentMount } from './replenishment-mount.ts'
import { warehouseNames } from './warehouse-names.ts'

/** The plain inventory entities, mounted from their core declarations with the checks that need the database. */
export const INVENTORY_MOUNTS = [
  resourceMount(warehouseResource, {
    // A user in warehouse restriction groups lists, reads and changes only their groups' warehouses.
    scope: ({ principal }, query) => query.where(visibleRow(principal, 'warehouses')),
  }),
  resourceMount(warehouseGroupResource, {
    beforeWrite: async ({ trx, companyId }, values) => {
      const ids = (values.warehouse_ids as number[] | undefined) ?? []
      if (ids.length === 0) return values
      const found = await trx
        .selectFrom('warehouses')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute()
      return found.length === new Set(ids).size
        ? values
        : refusal('warehouses', 'Please choose warehouses of this company', 'warehouse_ids')
    },
  }),
  resourceMount(locationResource, {
    computed: ['warehouse_name'],
    decorate: async ({ db, companyId }, rows) => {
      const names = await warehouseNames(
        db,
        companyId,
        rows.map((row) => row.warehouse_id),
      )
      return rows.map((row) => ({ ...row, warehouse_name: names.get(row.warehouse_id as number) ?? '' }))
    },
    // The locations of warehouses outside a user's restriction groups are not theirs; nor is a new one there.
    scope: ({ principal }, query) => query.where(visibleRow(principal, 'locations')),
    beforeWrite: async ({ trx, companyId, principal }, values, current) => {
      const warehouseId = (values.warehouse_id as number | undefined) ?? (current?.warehouse_id as number)
      const warehouse = await trx
        .selectFrom('warehouses')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', warehouseId)
        .where(visibleRow(principal, 'warehouses'))
        .executeTakeFirst()
      if (!warehouse) return refusal('warehouse', INVENTORY_MESSAGES.missingWarehouse, 'warehouse_id')
      // A location stays in its warehouse: its stock and movements are the warehouse's.
      return current ? { ...values, warehouse_id: current.warehouse_id } : values
    },
    beforeRemove: async ({ trx, companyId }, row) => {
      const moved = await trx
        .selectFrom('stock_ledger')
        .select('id')
        .where('company_id', '=', companyId)
        .where('location_id', '=', row.id as number)
        .limit(1)
        .executeTakeFirst()
      return moved ? refusal('in_use', 'This location holds stock and cannot be deleted') : undefined
    },
  }),
  resourceMount(carrierResource),
  resourceMount(shipmentBoxResource),
  replenishmentMount,
]
