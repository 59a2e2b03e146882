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
  holds,
  type TerminalProvider,
} from '@pos/core'
import { type WebSocket, WebSocketServer } from 'ws'
import type { AppDeps, Principal } from '../app-env.ts'
import { forwardedForRequest, parseTrustProxy } from '../http/trust-proxy.ts'
import { refuseUpgrade, upgradePrincipal } from '../http/upgrade-auth.ts'
import { adyenKey, runAdyen } from './adyen.ts'
import { failedResult } from './failed-result.ts'
import { linklyKey, runLinkly } from './linkly.ts'
import { loadSettings } from './settings.ts'
import { DEFAULT_TERMINAL_TIMINGS, type TerminalTimings } from './timings.ts'
import type { LiveFrame, TransactionRow, TransactionStore } from './transactions.ts'

/** What a bridge keeps for a running transaction: how to press its keys. */
type Running = { key(key: BridgeKey, input?: string): Promise<void> }

/** Rights that may take a card payment: the sale screen, or an administrator's test transaction. */
export function mayUseTerminal(
  principal: Principal | null | undefined,
): principal is Principal & { kind: 'user' } {
  return (
    principal?.kind === 'user' &&
    (holds(principal.rights.areas, 'register.sale', 'edit') ||
      holds(principal.rights.areas, 'admin.integrations', 'edit'))
  )
}

/**
 * The terminal bridges (spec 7): WebSockets at /api/integrations/linkly/transaction and …/adyen/transaction,
 * authenticated by the session cookie. The register sends `transaction`; the server speaks the provider's API
 * with the company's stored credentials and relays display, receipt, session and transaction frames. The
 * transaction runs on even if the socket drops; its row answers GET …/transaction/{session}. Behind a load
 * balancer the provider's notifications may land on another instance: the store's frames come through the
 * realtime channel, so this socket gets them live, once each. Operator keys work on whichever instance holds
 * the socket: the one running the transaction presses them, any other presses them with the stored row.
 */
export function attachTerminalBridges(
  server: Server,
  deps: AppDeps,
  store: TransactionStore,
  timings: TerminalTimings = DEFAULT_TERMINAL_TIMINGS,
): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  const running = new Map<string, Running>()
  const principalOf = upgradePrincipal(deps, ['cookie'])

  function publicBase(request: IncomingMessage): string {
    const { https } = forwardedForRequest(deps.trustProxy ?? parseTrustProxy(undefined), request)
    return `${https ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '').split('?')[0]
    const provider = (Object.keys(BRIDGE_PATHS) as TerminalProvider[]).find((p) => BRIDGE_PATHS[p] === path)
    if (!provider) return
    // Browsers send Origin on WebSockets: refuse other sites (the cookie would otherwise ride along).
    const origin = request.headers.origin
    if (origin && new URL(origin).host !== request.headers.host) {
      refuseUpgrade(socket, 403)
      return
    }
    principalOf(request).then(
      (principal) => {
        if (!mayUseTerminal(principal)) {
          refuseUpgrade(socket, 401)
          return
        }
        wss.handleUpgrade(request, socket, head, (ws) =>
          connected(ws, provider, principal, publicBase(request)),
        )
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'terminal bridge upgrade failed')
        refuseUpgrade(socket, 500)
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
        const none = () => fail('bad_frame', 'No transaction in progress on this connection', false)
        if (!session) return none()
        const run = running.get(session) ?? (await elsewhere(provider, principal.companyId, session, base))
        if (!run) return none()
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
      // A repeat replays the row; live frames wait until it is sent, and those it already held are dropped.
      let replayed: { displays: number; result: boolean } | null = existing
        ? null
        : { displays: 0, result: false }
      const held: [LiveFrame, number][] = []
      const forward = (live: LiveFrame, index: number) => {
        if (!replayed) return void held.push([live, index])
        if (live.type === 'display' && index < replayed.displays) return
        if (live.type === 'transaction' && replayed.result) return
        send(live)
      }
      unlisten = store.listen(row.session, forward)
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
        const current = (await store.bySession(row.session)) ?? row
        for (const display of current.displays) send({ type: 'display', session: row.session, ...display })
        if (current.result) send({ type: 'transaction', session: row.session, result: current.result })
        replayed = { displays: current.displays.length, result: current.result !== null }
        for (const [live, index] of held.splice(0)) forward(live, index)
        return
      }
      start(provider, row, stored, companyId, base)
    }
  }

  /** Keys for a live transaction that another instance runs (this socket reconnected here). */
  async function elsewhere(
    provider: TerminalProvider,
    companyId: number,
    session: string,
    base: string,
  ): Promise<Running | undefined> {
    const row = await store.get(companyId, provider, session)
    if (!row || (row.state !== 'requested' && row.state !== 'waiting')) return undefined
    const stored = await loadSettings(deps.database, companyId, provider)
    if (provider === 'adyen') {
      const ctx = adyenContext(stored)
      return { key: (key) => adyenKey(ctx, row, key) }
    }
    const ctx = linklyContext(stored, companyId, base)
    return { key: (key, input) => linklyKey(ctx, row, key, input) }
  }

  function adyenContext(stored: Awaited<ReturnType<typeof loadSettings>>) {
    return {
      store,
      settings: stored.settings as never,
      apiKey: stored.secrets.api_key ?? '',
      timings,
      logger: deps.logger,
    }
  }

  function linklyContext(stored: Awaited<ReturnType<typeof loadSettings>>, companyId: number, base: string) {
    return {
      store,
      settings: stored.settings as never,
      secret: stored.secrets.secret ?? '',
      companyId,
      timings,
      logger: deps.logger,
      publicBase: base,
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
      const ctx = adyenContext(stored)
      running.set(row.session, { key: (key) => adyenKey(ctx, row, key) })
      run = runAdyen(ctx, row)
    } else {
      const ctx = linklyContext(stored, companyId, base)
      running.set(row.session, { key: (key, input) => linklyKey(ctx, row, key, input) })
      run = runLinkly(ctx, row)
    }
    run
      .catch(async (error: unknown) => {
        logger.error({ err: error, session: row.session }, 'terminal transaction failed')
        await failTransaction(row.session)
      })
      .finally(() => running.delete(row.session))
  }

  /**
   * Ends a transaction whose run failed. Nothing awaits a run, so this must never reject: when the database is
   * gone too (shutting down), the failure is logged and the register's recovery polls settle it later.
   */
  async function failTransaction(session: string): Promise<void> {
    try {
      await store.finish(
        session,
        failedResult({
          responseCode: '',
          text: 'Looks like something went wrong please try again',
          condition: 'InternalError',
        }),
      )
    } catch (error) {
      deps.logger.error({ err: error, session }, 'terminal transaction could not be marked failed')
    }
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
