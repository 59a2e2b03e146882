import { reportResource } from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

/** Saved reports: the name in its column, the definition's keys packed in `definition`. */
export const reportMount = resourceMount(reportResource, {
  packed: { column: 'definition', columns: ['id', 'name', 'created', 'updated'] },
})
