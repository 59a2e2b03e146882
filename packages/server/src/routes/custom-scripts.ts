import { customScriptResource } from '@pos/core'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf } from '../http/authenticate.ts'
import { resourceMount } from '../resource/mount.ts'

/** Custom scripts (spec 3 custom_script), mounted from their declaration; a change reaches registers. */
export const customScriptMount = resourceMount(customScriptResource)

/**
 * The register's GET /custom-scripts (spec 7): every script as {scope, script}, with its id beside them (the
 * register keeps the scripts of one scope apart by it; without it a second `sale` script replaced the first).
 */
export function registerCustomScriptRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.get('/api/custom-scripts', requireCacheOrRight('custom_scripts', 'admin.custom_scripts'), async (c) => {
    const rows = await db
      .selectFrom('custom_scripts')
      .select(['id', 'scope', 'script'])
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('id')
      .execute()
    return c.json(rows)
  })
}
