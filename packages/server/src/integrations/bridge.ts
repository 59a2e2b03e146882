import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  BRIDGE_PATHS,
  BRIDGE_PROTOCOL_VERSION,
  type BridgeClientFrame,
  type BridgeErrorCode,
  type BridgeKey,
  type BridgeServerFrame,
  decodeBridgeClientFrame,
  type TerminalProvider,
} from '@pos/core'
import { Hono } from 'hono'
import { type WebSocket, WebSocketServer } from 'ws'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { authenticate } from '../http/authenticate.ts'
import { adyenKey, runAdyen } from './adyen.ts'
import { linklyKey, runLinkly } from './linkly.ts'
import { loadSettings } from './settings.ts'
import { DEFAULT_TERMINAL_TIMINGS, type TerminalTimings } from './timings.ts'
import type { TransactionRow, TransactionStore } from './transactions.ts'

/** What a bridge keeps for a running transaction: how to press its keys. */
type Running = { key(key: BridgeKey, input?: string): Promise<void> }

/** Rights that may take a card payment: the sale screen, or an administrator's test transaction. */
export function mayUseTerminal(
  principal: Principal | null | undefined,
): principal is Principal & { kind: 'user' } {
  return (
    principal?.kind === 'user' &&
    (principal.rights.pages.includes('register.sale') ||
      principal.rights.pages.includes('admin.integrations'))
  )
}

/**
 * The terminal bridges (spec 7): WebSockets at /api/integrations/linkly/transaction and …/adyen/transaction,
 * authenticated by the session cookie. The register sends `transaction`; the server speaks the provider's API
 * with the company's stored credentials and relays display, receipt, session and transaction frames. The
 * transaction runs on even if the socket drops; its row answers GET …/transaction/{session}.
 */
export function attachTerminalBridges(
  server: Server,
  deps: AppDeps,
  store: TransactionStore,
  timings: TerminalTimings = DEFAULT_TERMINAL_TIMINGS,
): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  const running = new Map<string, Running>()
  const who = new Hono<AppEnv>()
  who.use('*', authenticate(deps))
  who.get('*', (c) => c.json({ principal: c.get('principal') ?? null }))

  async function principalOf(request: IncomingMessage): Promise<Principal | null> {
    const headers = new Headers()
    for (const name of ['cookie', 'host'] as const) {
      const value = request.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
    const response = await who.request(`http://${request.headers.host ?? 'localhost'}/api/integrations`, {
      headers,
    })
    if (response.status !== 200) return null
    return ((await response.json()) as { principal: Principal | null }).principal
  }

  function publicBase(request: IncomingMessage): string {
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
    const proto = forwarded || ('encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http')
    return `${proto}://${request.headers.host ?? 'localhost'}`
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '').split('?')[0]
    const provider = (Object.keys(BRIDGE_PATHS) as TerminalProvider[]).find((p) => BRIDGE_PATHS[p] === path)
    if (!provider) return
    // Browsers send Origin on WebSockets: refuse other sites (the cookie would otherwise ride along).
    const origin = request.headers.origin
    if (origin && new URL(origin).host !== request.headers.host) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    principalOf(request).then(
      (principal) => {
        if (!mayUseTerminal(principal)) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
          return
        }
        wss.handleUpgrade(request, socket, head, (ws) =>
          connected(ws, provider, principal, publicBase(request)),
        )
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'terminal bridge upgrade failed')
        socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      },
    )
  }

  function connected(
    ws: WebSocket,
    provider: TerminalProvider,
    principal: Principal & { kind: 'user' },
    base: string,
  ) {
    let session: string | null = null
    let unlisten: (() => void) | null = null
    const send = (frame: BridgeServerFrame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
    }
    const fail = (code: BridgeErrorCode, message: string, retryable: boolean, close = false) => {
      send({ type: 'error', code, message, retryable })
      if (close) ws.close(1008, code)
    }
    ws.on('message', (data) => {
      const decoded = decodeBridgeClientFrame(String(data))
      if (!decoded.ok) return fail('bad_frame', decoded.error, false)
      handle(decoded.value).catch((error: unknown) => {
        deps.logger.error({ err: error, provider }, 'terminal bridge frame failed')
        fail('internal', 'Looks like something went wrong please try again', true)
      })
    })
    ws.on('close', () => unlisten?.())

    async function handle(frame: BridgeClientFrame) {
      if (frame.action !== 'transaction') {
        const run = session ? running.get(session) : undefined
        if (!run) return fail('bad_frame', 'No transaction in progress on this connection', false)
        return run.key(frame.action, frame.data?.input ?? '')
      }
      if (frame.version !== BRIDGE_PROTOCOL_VERSION)
        return fail(
          'incompatible',
          `This server speaks bridge protocol ${BRIDGE_PROTOCOL_VERSION}`,
          false,
          true,
        )
      if (session) return fail('in_progress', 'This connection already has a transaction', false)
      const data = frame.data
      const companyId = principal.companyId
      const stored = await loadSettings(deps.database, companyId, provider)
      let terminalId: string | null = null
      if (provider === 'adyen') {
        const settings = stored.settings as Awaited<ReturnType<typeof loadSettings<'adyen'>>>['settings']
        if (!settings.enabled || !stored.secrets.api_key)
          return fail('not_configured', 'Adyen is not set up: see Admin, Integrations, Adyen', false)
        const known = settings.terminals.map((t) => t.poiid)
        terminalId = data.terminal_id || known[0] || null
        if (!terminalId || (known.length > 0 && !known.includes(terminalId)))
          return fail('no_terminal', 'Choose one of the Adyen terminals named in the settings', false)
      } else if (!stored.settings.enabled || !stored.secrets.secret) {
        return fail('not_configured', 'Linkly is not set up: see Admin, Integrations, Linkly', false)
      }
      const { row, existing } = await store.open({
        companyId,
        userId: principal.userId,
        provider,
        registerId: data.register_id,
        receiptNumber: data.receipt_number,
        amount: data.amount,
        currency: data.currency_code,
        terminalId,
      })
      session = row.session
      unlisten = store.listen(row.session, send)
      send({
        type: 'session',
        version: BRIDGE_PROTOCOL_VERSION,
        session: row.session,
        provider,
        state: row.state,
        amount: row.amount,
        existing,
      })
      if (existing) {
        for (const display of row.displays) send({ type: 'display', session: row.session, ...display })
        if (row.result) send({ type: 'transaction', session: row.session, result: row.result })
        return
      }
      start(provider, row, stored, companyId, base)
    }
  }

  function start(
    provider: TerminalProvider,
    row: TransactionRow,
    stored: Awaited<ReturnType<typeof loadSettings>>,
    companyId: number,
    base: string,
  ) {
    const logger = deps.logger
    let run: Promise<void>
    if (provider === 'adyen') {
      const ctx = {
        store,
        settings: stored.settings as never,
        apiKey: stored.secrets.api_key ?? '',
        timings,
        logger,
      }
      running.set(row.session, { key: (key) => adyenKey(ctx, row, key) })
      run = runAdyen(ctx, row)
    } else {
      const ctx = {
        store,
        settings: stored.settings as never,
        secret: stored.secrets.secret ?? '',
        companyId,
        timings,
        logger,
        publicBase: base,
      }
      running.set(row.session, { key: (key, input) => linklyKey(ctx, row, key, input) })
      run = runLinkly(ctx, row)
    }
    run
      .catch(async (error: unknown) => {
        logger.error({ err: error, session: row.session }, 'terminal transaction failed')
        await store.finish(row.session, {
          state: 'failed',
          amount: 0 as never,
          response_code: '',
          response_text: 'Looks like something went wrong please try again',
          error_condition: 'InternalError',
          pan: null,
          card_type: null,
          auth_code: null,
          reference: null,
          receipts: [],
        })
      })
      .finally(() => running.delete(row.session))
  }

  server.on('upgrade', onUpgrade)
  return {
    async close() {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
