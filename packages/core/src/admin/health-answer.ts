import * as v from 'valibot'

/**
 * GET /api/health: the database answered, which one it is, the product version, the uptime, and the id of the
 * process that answered. The about screen shows the version; load balancers only read the status.
 */
export const HealthSchema = v.object({
  ok: v.literal(true),
  db: v.string(),
  version: v.string(),
  uptime_s: v.number(),
  pid: v.number(),
})
export type Health = v.InferOutput<typeof HealthSchema>
