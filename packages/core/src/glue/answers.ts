import * as v from 'valibot'

/** The answers of the Glue routes that are not the job resource: the screens read them typed from here. */

/** One step of a run as its log shows it. */
export const GlueStepOutcomeSchema = v.object({
  number: v.string(),
  name: v.string(),
  type: v.string(),
  status: v.picklist(['ok', 'skipped', 'failed']),
  message: v.string(),
  ms: v.number(),
})
export type GlueStepOutcome = v.InferOutput<typeof GlueStepOutcomeSchema>

/** A run's outcome: whether it ended well, its error and each step's log. */
export const GlueRunOutcomeSchema = v.object({
  ok: v.boolean(),
  error: v.string(),
  log: v.array(GlueStepOutcomeSchema),
})
export type GlueRunOutcome = v.InferOutput<typeof GlueRunOutcomeSchema>

/** POST /api/proxy/gluejob/{id}/run.json: the run, done while the user waits. */
export const GlueRunAnswerSchema = v.object({ run: GlueRunOutcomeSchema })

/** A failed run in the error queue, and whether a retry of it is queued. */
export const GlueErrorSchema = v.object({
  id: v.number(),
  job_id: v.number(),
  job_name: v.string(),
  date: v.string(),
  attempts: v.number(),
  post_data: v.string(),
  error: v.string(),
  queued: v.boolean(),
})
export type GlueError = v.InferOutput<typeof GlueErrorSchema>

/** GET /api/proxy/glueerrors.json: a page of the error queue, newest first, and how many there are. */
export const GlueErrorListSchema = v.object({ glueerrors: v.array(GlueErrorSchema), total: v.number() })
