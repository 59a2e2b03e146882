import {
  type AdyenSettingsAnswerSchema,
  AdyenSettingsSchema,
  type IntegrationListSchema,
  isUnstorableText,
  type LinklySettingsAnswerSchema,
  LinklySettingsSchema,
  TERMINAL_PROVIDERS,
  type TerminalProvider,
  type TerminalTransactionListSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { publicRoute, requireAny } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { partnersEnabled } from '../partners/routes.ts'
import { adyenNotification } from './adyen.ts'
import { linklyNotification, linklyPair } from './linkly.ts'
import { companyOfNotifyToken, loadSettings, publicAdyen, publicLinkly } from './settings.ts'
import { saveStoredSettings } from './settings-store.ts'
import type { TransactionRow, TransactionStore } from './transactions.ts'

/** The integrations of spec 2's /admin/integrations: the card terminals here, the partners in ../partners. */
const INTEGRATIONS = ['linkly', 'adyen', 'shopify', 'cloud-print', 'shippit', 'klaviyo'] as const

function recordJson(row: TransactionRow) {
  const { company_id: _c, service_id: _s, notify_secret: _n, ...record } = row
  return record
}

/**
 * Integration settings (`admin.integrations`), the recovery reads of spec 7 and the providers' webhooks:
 * - GET /api/proxy/integrations.json, GET|PUT /api/proxy/integrations/{linkly|adyen}.json
 * - GET /api/integrations/linkly/transaction/{session}, …/linkly/receipt/{session}, …/adyen/transaction/{session}
 * - POST /api/integrations/adyen/notify/{token} (Adyen display/event notifications, answers [accepted])
 * - POST /api/integrations/linkly/notify/{session}/{type} (Linkly async notifications, `Authorization: Token …`)
 */
export function registerIntegrationRoutes(app: Hono<AppEnv>, deps: AppDeps, store: TransactionStore): void {
  const right = requireRight('admin.integrations')
  /** A terminal transaction's state: the sale screen that runs it, or an administrator's test transaction. */
  const terminal = requireAny(['register.sale', 'admin.integrations'])

  app.get('/api/proxy/integrations.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const linkly = await loadSettings(deps.database, companyId, 'linkly')
    const adyen = await loadSettings(deps.database, companyId, 'adyen')
    const partners = await partnersEnabled(deps.database, companyId)
    return c.json({
      integrations: INTEGRATIONS.map((name) => ({
        name,
        enabled:
          name === 'linkly'
            ? linkly.settings.enabled
            : name === 'adyen'
              ? adyen.settings.enabled
              : (partners.get(name) ?? false),
        available: true,
      })),
    } satisfies Sent<typeof IntegrationListSchema>)
  })

  app.get('/api/proxy/integrations/linkly.json', right, async (c) =>
    c.json({
      settings: publicLinkly(await loadSettings(deps.database, principalOf(c).companyId, 'linkly')),
    } satisfies Sent<typeof LinklySettingsAnswerSchema>),
  )

  app.put('/api/proxy/integrations/linkly.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, LinklySettingsSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { password, pair_code, secret, ...settings } = parsed.value
    const secrets: Record<string, string> = {}
    if (secret) secrets.secret = secret
    if (pair_code) {
      if (!password || !settings.username)
        return badRequest(c, 'Pairing needs the Linkly username, password and a pair code')
      const paired = await linklyPair(settings as typeof parsed.value, settings.username, password, pair_code)
      if (!paired.ok) return badRequest(c, `Linkly pairing failed: ${paired.message}`)
      secrets.secret = paired.secret
    }
    if (!settings.pos_id) settings.pos_id = crypto.randomUUID()
    await saveStoredSettings(deps.database, companyId, 'linkly', settings, secrets)
    return c.json({
      settings: publicLinkly(await loadSettings(deps.database, companyId, 'linkly')),
    } satisfies Sent<typeof LinklySettingsAnswerSchema>)
  })

  app.get('/api/proxy/integrations/adyen.json', right, async (c) =>
    c.json({
      settings: publicAdyen(await loadSettings(deps.database, principalOf(c).companyId, 'adyen')),
    } satisfies Sent<typeof AdyenSettingsAnswerSchema>),
  )

  app.put('/api/proxy/integrations/adyen.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, AdyenSettingsSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { api_key, ...settings } = parsed.value
    if (settings.environment === 'custom' && !settings.base_url)
      return badRequest(c, 'A custom environment needs its base URL')
    await saveStoredSettings(deps.database, companyId, 'adyen', settings, api_key ? { api_key } : {})
    return c.json({
      settings: publicAdyen(await loadSettings(deps.database, companyId, 'adyen')),
    } satisfies Sent<typeof AdyenSettingsAnswerSchema>)
  })

  for (const provider of TERMINAL_PROVIDERS) {
    app.get(`/api/proxy/integrations/${provider}/transactions.json`, right, async (c) => {
      const rows = await store.recent(principalOf(c).companyId, provider)
      return c.json({ transactions: rows.map(recordJson) } satisfies Sent<
        typeof TerminalTransactionListSchema
      >)
    })
  }

  /** A path parameter, or '' when it holds text the database cannot store (so nothing matches it). */
  function pathParam(c: Context<AppEnv>, name: string): string {
    const value = c.req.param(name) ?? ''
    return isUnstorableText(value) ? '' : value
  }

  async function readRecord(c: Context<AppEnv>, provider: TerminalProvider) {
    const principal = principalOf(c)
    const row = await store.get(principal.companyId, provider, pathParam(c, 'session'))
    return row ? { row } : { error: notFound(c) }
  }

  for (const provider of TERMINAL_PROVIDERS) {
    app.get(`/api/integrations/${provider}/transaction/:session`, terminal, async (c) => {
      const found = await readRecord(c, provider)
      return 'row' in found && found.row ? c.json({ transaction: recordJson(found.row) }) : found.error!
    })
  }

  app.get('/api/integrations/linkly/receipt/:session', terminal, async (c) => {
    const found = await readRecord(c, 'linkly')
    if (!('row' in found) || !found.row) return found.error!
    return c.json({ session: found.row.session, receipts: found.row.receipts })
  })

  app.post(
    '/api/integrations/adyen/notify/:token',
    publicRoute("Adyen's notifications: the company's notify token is the auth"),
    async (c) => {
      const companyId = await companyOfNotifyToken(deps.database, pathParam(c, 'token'))
      if (companyId === undefined) return notFound(c)
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (body) await adyenNotification(store, companyId, body)
      // Adyen wants [accepted] within 10 s, or it queues and retries (device-protocols 1.1).
      return c.text('[accepted]')
    },
  )

  app.post(
    '/api/integrations/linkly/notify/:session/:type',
    publicRoute("Linkly's notifications: the transaction's notify secret is the auth"),
    async (c) => {
      const row = await store.bySession(pathParam(c, 'session'))
      if (row?.provider !== 'linkly' || c.req.header('authorization') !== `Token ${row.notify_secret}`)
        return notFound(c)
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (body) await linklyNotification(store, row, pathParam(c, 'type'), body)
      return c.json({ ok: true })
    },
  )
}
