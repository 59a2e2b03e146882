import {
  type BridgeDisplay,
  type BridgeKey,
  LINKLY_POS_VENDOR_ID,
  type LinklySettingsInput,
  linklyHosts,
  linklyTxnRef,
  type TerminalReceipt,
  type TerminalResult,
} from '@pos/core'
import type { Logger } from 'pino'
import { failedResult } from './failed-result.ts'
import { sleep, type TerminalTimings } from './timings.ts'
import type { TransactionRow, TransactionStore } from './transactions.ts'

type Json = Record<string, unknown>

export type LinklyContext = {
  store: TransactionStore
  settings: LinklySettingsInput
  secret: string
  companyId: number
  timings: TerminalTimings
  logger: Logger
  /** Where Linkly posts notifications: this server's public origin. */
  publicBase: string
}

/** Linkly keys (device-protocols 2.6): '0' OK or CANCEL, '1' YES/accept, '2' NO/decline, '3' AUTH. */
const KEYS: Record<BridgeKey, string> = { cancel: '0', ok: '0', accept: '1', decline: '2', authorise: '3' }

/** Case-insensitive field read: Linkly's key casing differs between sources (2.7). */
function field(object: Json | undefined, name: string): unknown {
  if (!object) return undefined
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase())
  return key ? object[key] : undefined
}

const tokens = new Map<string, { token: string; expires: number }>()

/** Pairs with a PIN pad's pair code: the secret to keep (2.2). */
export async function linklyPair(
  settings: LinklySettingsInput,
  username: string,
  password: string,
  pairCode: string,
): Promise<{ ok: true; secret: string } | { ok: false; message: string }> {
  try {
    const response = await fetch(`${linklyHosts(settings).auth}/v1/pairing/cloudpos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: username, Password: password, PairCode: pairCode }),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await response.json().catch(() => ({}))) as Json
    const secret = field(body, 'Secret')
    if (response.ok && typeof secret === 'string') return { ok: true, secret }
    return { ok: false, message: String(field(body, 'Message') ?? `Linkly answered ${response.status}`) }
  } catch (error) {
    return { ok: false, message: `Could not reach Linkly: ${String(error)}` }
  }
}

/** A bearer token, cached per company and renewed 5 minutes before it expires (as Linkly's SDK does). */
async function token(ctx: LinklyContext, fresh = false): Promise<string> {
  const cached = tokens.get(`${ctx.companyId}`)
  if (!fresh && cached && cached.expires - 300_000 > Date.now()) return cached.token
  const response = await fetch(`${linklyHosts(ctx.settings).auth}/v1/tokens/cloudpos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Secret: ctx.secret,
      PosName: ctx.settings.pos_name || 'POS',
      PosVersion: '1.0',
      PosId: ctx.settings.pos_id,
      PosVendorId: LINKLY_POS_VENDOR_ID,
    }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json().catch(() => ({}))) as Json
  const value = field(body, 'Token')
  if (!response.ok || typeof value !== 'string') throw new Error(`Linkly token refused (${response.status})`)
  tokens.set(`${ctx.companyId}`, {
    token: value,
    expires: Date.now() + Number(field(body, 'ExpirySeconds') ?? 600) * 1000,
  })
  return value
}

/** A REST call with the bearer token; a 401 drops the token and tries once more (2.2). */
async function rest(ctx: LinklyContext, method: string, path: string, body?: unknown): Promise<Response> {
  const call = async (fresh: boolean) =>
    fetch(`${linklyHosts(ctx.settings).rest}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(ctx, fresh)}` },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    })
  const first = await call(false)
  return first.status === 401 ? call(true) : first
}

export function linklyDisplay(response: Json): BridgeDisplay {
  const flag = (name: string) => field(response, name) === true
  const lines = ((field(response, 'DisplayText') as string[] | undefined) ?? []).map((line) =>
    String(line).trim(),
  )
  return {
    lines: lines.filter((line) => line !== ''),
    buttons: {
      cancel: flag('CancelKeyFlag'),
      ok: flag('OKKeyFlag'),
      accept: flag('AcceptYesKeyFlag'),
      decline: flag('DeclineNoKeyFlag'),
      authorise: flag('AuthoriseKeyFlag'),
    },
    graphic:
      typeof field(response, 'GraphicCode') === 'string' ? String(field(response, 'GraphicCode')) : null,
    event: null,
  }
}

export function linklyReceipt(response: Json): TerminalReceipt {
  return {
    kind: String(field(response, 'Type') ?? 'R'),
    lines: ((field(response, 'ReceiptText') as string[] | undefined) ?? []).map((line) =>
      String(line).trimEnd(),
    ),
  }
}

/** A transaction response (2.7) as the bridge's result. */
export function linklyResult(response: Json): TerminalResult {
  const success = field(response, 'Success') === true
  const code = String(field(response, 'ResponseCode') ?? '')
  const text = String(field(response, 'ResponseText') ?? '').trim()
  return {
    state: success ? 'approved' : code === 'TM' || /CANCEL/i.test(text) ? 'cancelled' : 'declined',
    amount: (success ? Number(field(response, 'AmtPurchase') ?? 0) : 0) as TerminalResult['amount'],
    response_code: code,
    response_text: text,
    error_condition: null,
    pan: field(response, 'Pan') ? String(field(response, 'Pan')) : null,
    card_type: field(response, 'CardType') ? String(field(response, 'CardType')).trim() : null,
    auth_code: field(response, 'AuthCode') ? String(field(response, 'AuthCode')) : null,
    reference: field(response, 'RRN') ? String(field(response, 'RRN')) : null,
    receipts: ((field(response, 'Receipts') as Json[] | undefined) ?? []).map(linklyReceipt),
  }
}

/** Linkly's "no response" from the PIN pad: no response code or error condition, only the text. */
const noResponse = (text: string) => failedResult({ responseCode: '', text, condition: null })

/**
 * Recovery (2.8): GET the session's transaction while it answers 202, 408 or 5xx; 200 is the result, 404 means
 * the PIN pad never started it. After the poll budget: 'NO RESPONSE', as Linkly's sample says.
 */
async function recover(ctx: LinklyContext, row: TransactionRow): Promise<TerminalResult> {
  for (let attempt = 0; attempt < ctx.timings.providerPollAttempts; attempt++) {
    const current = await ctx.store.bySession(row.session)
    if (current?.result) return current.result
    try {
      const response = await rest(ctx, 'GET', `/v1/sessions/${row.session}/transaction`)
      if (response.status === 200) {
        const body = (await response.json()) as Json
        return linklyResult((field(body, 'Response') as Json | undefined) ?? {})
      }
      if (response.status === 404) return noResponse('TRANSACTION NOT FOUND')
    } catch (error) {
      ctx.logger.warn({ err: error, session: row.session }, 'linkly recovery poll failed')
    }
    await sleep(ctx.timings.providerPollMs)
  }
  return noResponse('NO RESPONSE')
}

/** Starts one Linkly purchase (or refund) with async notifications, and recovers when they stop coming. */
export async function runLinkly(ctx: LinklyContext, row: TransactionRow): Promise<void> {
  const notifyUri = `${ctx.publicBase}/api/integrations/linkly/notify/{{sessionid}}/{{type}}`
  let started = false
  try {
    const response = await rest(ctx, 'POST', `/v1/sessions/${row.session}/transaction?async=true`, {
      Request: {
        Merchant: '00',
        Application: '00',
        TxnType: row.amount < 0 ? 'R' : 'P',
        AmtPurchase: Math.abs(row.amount),
        AmtCash: 0,
        TxnRef: linklyTxnRef(row.receipt_number),
        CurrencyCode: row.currency_code,
        CutReceipt: '0',
        ReceiptAutoPrint: '0',
        EnableTip: false,
        TrainingMode: false,
        PurchaseAnalysisData: {},
      },
      Notification: { Uri: notifyUri, AuthorizationHeader: `Token ${row.notify_secret}` },
    })
    if (response.status === 202 || response.status === 200) started = true
    else if (response.status < 500 && response.status !== 408) {
      const body = (await response.json().catch(() => ({}))) as Json
      await ctx.store.finish(
        row.session,
        noResponse(String(field(body, 'Message') ?? `LINKLY ERROR ${response.status}`)),
      )
      return
    }
  } catch (error) {
    ctx.logger.warn({ err: error, session: row.session }, 'linkly transaction post failed; recovering')
  }
  await ctx.store.setState(row.session, 'waiting')
  if (started) {
    // Wait for the final notification; recovery starts only if it does not come in time.
    const end = Date.now() + ctx.timings.linklyResultWaitMs
    while (Date.now() < end) {
      const current = await ctx.store.bySession(row.session)
      if (current?.result) return
      await sleep(Math.min(250, ctx.timings.linklyResultWaitMs))
    }
  }
  const result = await recover(ctx, row)
  await ctx.store.finish(row.session, result)
}

export async function linklyKey(
  ctx: LinklyContext,
  row: TransactionRow,
  key: BridgeKey,
  input = '',
): Promise<void> {
  await rest(ctx, 'POST', `/v1/sessions/${row.session}/sendkey`, { Request: { Key: KEYS[key], Data: input } })
}

/** A Linkly notification for a session (its AuthorizationHeader already checked by the caller). */
export async function linklyNotification(
  store: TransactionStore,
  row: TransactionRow,
  type: string,
  body: Json,
): Promise<void> {
  const response = (field(body, 'Response') as Json | undefined) ?? {}
  if (type === 'display') await store.addDisplay(row.session, linklyDisplay(response))
  else if (type === 'receipt') await store.addReceipt(row.session, linklyReceipt(response))
  else if (type === 'transaction') await store.finish(row.session, linklyResult(response))
}
