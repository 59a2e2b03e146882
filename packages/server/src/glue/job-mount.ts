import { randomBytes } from 'node:crypto'
import { glueJobResource, nextRun, type Schedule, WEBHOOK_PATH } from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

/**
 * Glue jobs on the generic resource mount: saving a webhook job assigns its URL once (a secret path that
 * `POST /api/glue/hooks/{token}` answers), and saving a scheduled job works out its next run (core nextRun).
 */
export const glueJobMount = resourceMount(glueJobResource, {
  beforeWrite: async (_ctx, values, current) => {
    const type = values.type as string
    const kept = typeof current?.webhook_url === 'string' ? current.webhook_url : ''
    const webhook_url =
      type === 'webhook' ? kept || `${WEBHOOK_PATH}${randomBytes(24).toString('base64url')}` : ''
    const next_run = type === 'scheduled' ? nextRun(values.schedule as Schedule, new Date()) : null
    return { ...values, webhook_url, next_run }
  },
})
