import { type RowOf, staffResource } from '@pos/core'
import { resourceClient } from '../../api/resource-client.ts'

/** Sales staff, typed from their core declaration. */
export const staff = resourceClient(staffResource)
export type Staff = RowOf<typeof staffResource>
