import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './app-env.ts'
import { registerBankingRoutes } from './banking/routes.ts'
import { registerBooksRoutes } from './books/routes.ts'
import { registerImportRoutes } from './bulk-import/routes.ts'
import { isDatabaseUnavailable } from './db/errors.ts'
import { registerGlueRoutes } from './glue/routes.ts'
import { routingPath } from './http/api-version.ts'
import { authenticate } from './http/authenticate.ts'
import { requestBodyLimit } from './http/body-limit.ts'
import { clientAddress } from './http/client-address.ts'
import { csrfGuard } from './http/csrf-guard.ts'
import { ERROR_MESSAGES, notFound } from './http/errors.ts'
import { requestLog } from './http/request-log.ts'
import { securityHeaders } from './http/security-headers.ts'
import { parseTrustProxy } from './http/trust-proxy.ts'
import { registerWebApp } from './http/web-app.ts'
import { registerIntegrationRoutes } from './integrations/routes.ts'
import { transactionStoreFor } from './integrations/transactions.ts'
import { registerMediaPlayerRoutes } from './media-player/pairing-routes.ts'
import { registerPartnerRoutes } from './partners/routes.ts'
import { registerPurchasingRoutes } from './purchasing/routes.ts'
import { registerBudgetRoutes } from './reports/budget-routes.ts'
import { registerReportRoutes } from './reports/report-routes.ts'
import { mountResource, type ResourceMount } from './resource/mount.ts'
import { RESOURCE_MOUNTS } from './resource/mounts.ts'
import { registerOpenApiRoute } from './resource/openapi-route.ts'
import { registerCatalogBootstrapRoutes } from './routes/catalog-bootstrap.ts'
import { registerCompanyRoutes } from './routes/company.ts'
import { registerCustomScriptRoutes } from './routes/custom-scripts.ts'
import { registerCustomerRoutes } from './routes/customers.ts'
import { registerDashboardRoutes } from './routes/dashboard.ts'
import { registerDevOutboxRoutes } from './routes/dev-outbox.ts'
import { registerFulfillmentRoutes } from './routes/fulfillments.ts'
import { registerGiftCardRoutes } from './routes/gift-cards.ts'
import { registerHealthRoutes } from './routes/health.ts'
import { registerLoyaltyRoutes } from './routes/loyalty.ts'
import { registerPageRightsRoutes } from './routes/page-rights.ts'
import { registerPriceRoutes } from './routes/prices.ts'
import { registerProductRoutes } from './routes/products.ts'
import { registerPromotionRoutes } from './routes/promotions.ts'
import { registerReasonRoutes } from './routes/reasons.ts'
import { registerRegisterDayRoutes } from './routes/register-day.ts'
import { registerRegisterSetupRoutes } from './routes/register-setup.ts'
import { registerReplenishmentRoutes } from './routes/replenishments.ts'
import { registerReviewFlagRoutes } from './routes/review-flags.ts'
import { registerSalePostingRoutes } from './routes/sale-posting.ts'
import { registerSaleRoutes } from './routes/sales.ts'
import { registerSessionRoutes } from './routes/sessions.ts'
import { registerStaffRoutes } from './routes/staff.ts'
import { registerStockRoutes } from './routes/stock.ts'
import { registerStocktakeRoutes } from './routes/stocktakes.ts'
import { registerTransferRoutes } from './routes/transfers.ts'

/**
 * The HTTP app: the JSON API under /api and the web app everywhere else. `mounts` are the back-office resources
 * (tests add a throwaway one).
 */
export function createApp(deps: AppDeps, mounts: readonly ResourceMount[] = RESOURCE_MOUNTS): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routingPath })
  app.use('*', requestLog(deps.logger))
  app.use('*', clientAddress(deps.trustProxy ?? parseTrustProxy(undefined), deps.production))
  app.use('*', securityHeaders())
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: nothing was stored, and the same request may be sent again
      // (a register's queue keeps a sale on any 5xx and sends it again with the same id).
      deps.logger.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable')
      c.header('Retry-After', '2')
      return c.json({ error: ERROR_MESSAGES.server }, 503)
    }
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed')
    return c.json({ error: ERROR_MESSAGES.server }, 500)
  })
  app.use('/api/*', requestBodyLimit(), csrfGuard(), authenticate(deps))

  registerHealthRoutes(app, deps)
  registerSessionRoutes(app, deps)
  if (!deps.production) registerDevOutboxRoutes(app, deps)
  registerPageRightsRoutes(app)
  registerCompanyRoutes(app, deps)
  registerDashboardRoutes(app, deps)
  registerCustomerRoutes(app, deps)
  registerLoyaltyRoutes(app, deps)
  registerGiftCardRoutes(app, deps)
  registerReasonRoutes(app, deps)
  registerReviewFlagRoutes(app, deps)
  registerCatalogBootstrapRoutes(app, deps)
  registerProductRoutes(app, deps)
  registerPriceRoutes(app, deps)
  registerStaffRoutes(app, deps)
  registerPromotionRoutes(app, deps)
  registerCustomScriptRoutes(app, deps)
  registerRegisterSetupRoutes(app, deps)
  registerRegisterDayRoutes(app, deps)
  registerSalePostingRoutes(app, deps)
  registerSaleRoutes(app, deps)
  registerBooksRoutes(app, deps)
  registerStockRoutes(app, deps)
  registerReplenishmentRoutes(app, deps)
  registerTransferRoutes(app, deps)
  registerStocktakeRoutes(app, deps)
  registerFulfillmentRoutes(app, deps)
  registerPurchasingRoutes(app, deps)
  registerBankingRoutes(app, deps)
  registerGlueRoutes(app, deps, deps.glue ?? {})
  registerReportRoutes(app, deps)
  registerBudgetRoutes(app, deps)
  registerMediaPlayerRoutes(app, deps)

  registerIntegrationRoutes(app, deps, transactionStoreFor(deps.database, deps.realtime))
  registerPartnerRoutes(app, deps)
  registerImportRoutes(app, deps)
  for (const mount of mounts) mountResource(app, deps, mount)
  registerOpenApiRoute(app, deps, mounts)

  app.all('/api/*', (c) => notFound(c))
  if (deps.webDist) registerWebApp(app, deps.webDist)
  app.notFound((c) => notFound(c))
  return app
}
