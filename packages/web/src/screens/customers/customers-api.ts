import { customerResource, type RowOf } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'

/** Customers, typed from their core declaration; one customer's answer carries the figures of spec 3. */
export const customers = resourceClient(customerResource)
export type Customer = RowOf<typeof customerResource>
