import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { registerReconcileRoutes } from './reconcile-routes.ts'
import { registerStatementRoutes } from './statement-routes.ts'

/** Banking: bank accounts, statement import and statements, reconciliation (fixed assets are resources). */
export function registerBankingRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  registerStatementRoutes(app, deps)
  registerReconcileRoutes(app, deps)
}
