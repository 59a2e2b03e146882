import { LoyaltyProgramPayloadSchema } from '@pos/core'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { lockCompany, Refusal } from '../db/admin-invariants.ts'
import { requireAny } from '../http/access.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { loadProgram, programJson, saveProgram } from '../loyalty/program.ts'

const UNKNOWN_TIER = 'Please refresh: one of these tiers no longer exists'

/**
 * The loyalty program (spec 2 /admin/loyalty, spec 3): GET for the register and the customer screens, PUT
 * (settings and tiers as a whole) behind `admin.loyalty`.
 */
export function registerLoyaltyRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.get(
    '/api/proxy/loyalty.json',
    requireAny(['admin.loyalty', 'customers', 'register.sale']),
    async (c) => {
      const { companyId } = principalOf(c)
      return c.json({ loyalty: programJson(await loadProgram(db, companyId)) })
    },
  )

  app.put('/api/proxy/loyalty.json', requireRight('admin.loyalty'), async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, LoyaltyProgramPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    try {
      const program = await db.transaction().execute(async (trx) => {
        // Two admins saving at once take turns, so the tiers never mix two versions.
        await lockCompany(trx, companyId)
        if (!(await saveProgram(trx, companyId, parsed.value))) throw new Refusal(UNKNOWN_TIER)
        return loadProgram(trx, companyId)
      })
      return c.json({ loyalty: programJson(program) })
    } catch (error) {
      if (error instanceof Refusal) return badRequest(c, error.message)
      throw error
    }
  })
}
