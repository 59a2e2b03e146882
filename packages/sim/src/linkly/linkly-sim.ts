import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  escapeHtml,
  pause,
  postWebhook,
  type RunningHttp,
  readJson,
  sendJson,
  sendText,
  serveHttp,
} from '../http.ts'

/**
 * A simulated Linkly Cloud (device-protocols 2.1-2.9) with one paired PIN pad: pairing
 * (`POST /v1/pairing/cloudpos`), tokens (`POST /v1/tokens/cloudpos`), async transactions
 * (`POST /v1/sessions/{id}/transaction?async=true` → 202, then display/receipt/transaction notifications POSTed to
 * `Notification.Uri` with its `AuthorizationHeader`), synchronous ones (`?async=false`: the request is held and
 * answered 200 with `{ SessionId, ResponseType, Response }`), key presses (`POST /v1/sessions/{id}/sendkey`) and recovery
 * (`GET /v1/sessions/{id}/transaction`: 202 while in progress, 200 with the result, 404 unknown). Auth and REST
 * are served from one base URL. The next transaction's behaviour is set with `POST /_sim/next`.
 */
export const LINKLY_OUTCOMES = ['approve', 'decline', 'timeout', 'signature', 'drop', 'wait'] as const
export type LinklyOutcome = (typeof LINKLY_OUTCOMES)[number]

export type LinklySimOptions = {
  port?: number
  username?: string
  password?: string
  stepMs?: number
  tokenSeconds?: number
}

type Json = Record<string, unknown>
type Session = {
  id: string
  request: Json
  notify: { uri: string; auth: string } | null
  state: 'in_progress' | 'done'
  result: Json | null
  displays: string[][]
  keys: { key: string; data: string }[]
  waiting: ((key: string) => void) | null
  cancelable: boolean
}

export type LinklySim = RunningHttp & {
  next(outcome: LinklyOutcome): void
  received: { path: string; body: unknown }[]
  sessions: Map<string, Session>
}

const pad = (text: string, width = 20) => text.padEnd(width).slice(0, width)
const center = (text: string, width = 20) =>
  pad(' '.repeat(Math.max(0, Math.floor((width - text.length) / 2))) + text, width)

export async function startLinklySim(options: LinklySimOptions = {}): Promise<LinklySim> {
  const username = options.username ?? 'linkly-sim'
  const password = options.password ?? 'linkly-sim-password'
  const stepMs = options.stepMs ?? 400
  const secrets = new Set<string>()
  const tokens = new Map<string, number>()
  const sessions = new Map<string, Session>()
  const queue: LinklyOutcome[] = []
  const received: LinklySim['received'] = []
  let active: Session | null = null
  let stan = 100
  const closing = new AbortController()

  async function send(session: Session, type: string, response: Json) {
    if (!session.notify) return
    const uri = session.notify.uri.replace('{{sessionid}}', session.id).replace('{{type}}', type)
    await postWebhook(
      uri,
      { SessionId: session.id, ResponseType: type, Response: response },
      session.notify.auth ? { authorization: session.notify.auth } : {},
    )
  }

  async function display(
    session: Session,
    lines: [string, string],
    flags: Partial<
      Record<
        'CancelKeyFlag' | 'AcceptYesKeyFlag' | 'DeclineNoKeyFlag' | 'AuthoriseKeyFlag' | 'OKKeyFlag',
        boolean
      >
    >,
    graphic: string,
  ) {
    session.displays.push(lines)
    session.cancelable = flags.CancelKeyFlag === true
    await send(session, 'display', {
      NumberOfLines: 2,
      LineLength: 20,
      DisplayText: lines.map((l) => center(l)),
      CancelKeyFlag: false,
      AcceptYesKeyFlag: false,
      DeclineNoKeyFlag: false,
      AuthoriseKeyFlag: false,
      OKKeyFlag: false,
      ...flags,
      InputType: '0',
      GraphicCode: graphic,
      PurchaseAnalysisData: {},
    })
  }

  function receipt(request: Json, approved: boolean, type: 'C' | 'M'): Json {
    const amount = Number(request.AmtPurchase ?? 0)
    return {
      Type: type,
      IsPrePrint: false,
      ReceiptText: [
        '       LINKLY SIMULATOR       ',
        type === 'C' ? '       CUSTOMER COPY          ' : '       MERCHANT COPY          ',
        `PURCHASE   AUD ${(amount / 100).toFixed(2).padStart(10)}`,
        'CARD       AMEX CARD          ',
        `REF        ${String(request.TxnRef ?? '')}`,
        approved ? '          APPROVED            ' : '          DECLINED            ',
      ],
    }
  }

  function result(session: Session, code: string, text: string): Json {
    const request = session.request
    const approved = code === '00'
    stan += 1
    return {
      Success: approved,
      ResponseCode: code,
      ResponseText: pad(text),
      TxnType: request.TxnType ?? 'P',
      Merchant: request.Merchant ?? '00',
      TxnRef: request.TxnRef ?? '',
      AmtPurchase: approved ? request.AmtPurchase : 0,
      AmtCash: 0,
      AmtTip: 0,
      AuthCode: approved ? '123456' : '',
      RRN: `SIM${String(stan).padStart(9, '0')}`,
      Stan: stan,
      CardType: pad('AMEX CARD'),
      CardName: '05',
      Pan: '37************5',
      Date: new Date().toISOString(),
      Catid: 'SIM00001',
      Caid: 'SIMMERCHANT0001',
      TxnFlags: {
        Offline: '0',
        ReceiptPrinted: '0',
        CardEntry: 'C',
        CommsMethod: '0',
        Currency: '0',
        PayPass: '0',
        UndefinedFlag6: '0',
        UndefinedFlag7: '0',
      },
      PurchaseAnalysisData: {
        RFN: session.id.slice(0, 16),
        AMT: String(approved ? request.AmtPurchase : 0).padStart(9, '0'),
      },
      Receipts: [receipt(request, approved, 'C'), receipt(request, approved, 'M')],
    }
  }

  /** Waits for a key; the 'wait' and signature prompts hold until one comes. */
  function keyPress(session: Session): Promise<string> {
    return new Promise((resolve) => {
      session.waiting = (key) => {
        session.waiting = null
        resolve(key)
      }
    })
  }

  async function run(session: Session, outcome: LinklyOutcome) {
    const finish = async (code: string, text: string, quiet = false) => {
      session.result = result(session, code, text)
      session.state = 'done'
      if (active === session) active = null
      if (!quiet) {
        const r = session.result
        await send(session, 'receipt', (r.Receipts as Json[])[1]!)
        await send(session, 'receipt', (r.Receipts as Json[])[0]!)
        await display(session, [code === '00' ? 'APPROVED' : text, ''], { OKKeyFlag: true }, '6')
        await send(session, 'transaction', r)
      }
    }
    const quiet = outcome === 'drop'
    // A PIN pad takes a key the moment its prompt is on screen, before the notification of it has been delivered:
    // the wait is armed first, so a key that beats the notification's answer is not lost.
    const cancelKey = keyPress(session)
    if (!quiet)
      await display(
        session,
        ['PRESENT CARD', `AUD ${(Number(session.request.AmtPurchase) / 100).toFixed(2)}`],
        { CancelKeyFlag: true },
        '3',
      )
    else session.cancelable = true
    const first = await Promise.race([
      pause(outcome === 'wait' ? 3_600_000 : stepMs, closing.signal).then(() => 'none'),
      cancelKey,
    ])
    if (first === '0' && session.cancelable) return finish('TM', 'OPERATOR CANCELLED', quiet)
    session.waiting = null
    if (outcome === 'timeout') {
      // The PIN pad never answers this session (recovery keeps getting 202) and is free for the next one.
      if (active === session) active = null
      return
    }
    if (!quiet) await display(session, ['PROCESSING', 'PLEASE WAIT'], {}, '0')
    session.cancelable = false
    await pause(stepMs, closing.signal)
    if (outcome === 'signature') {
      const answer = keyPress(session)
      await display(session, ['SIGNATURE OK?', ''], { AcceptYesKeyFlag: true, DeclineNoKeyFlag: true }, '1')
      const key = await answer
      return finish(key === '1' ? '00' : 'SD', key === '1' ? 'APPROVED' : 'SIGNATURE DECLINED')
    }
    if (outcome === 'decline') return finish('51', 'DECLINED')
    return finish('00', 'APPROVED', quiet)
  }

  function bearer(request: IncomingMessage): boolean {
    const header = String(request.headers.authorization ?? '')
    const expires = tokens.get(header.replace(/^Bearer\s+/i, ''))
    return expires !== undefined && expires > Date.now()
  }

  function ci(body: Json, name: string): unknown {
    const found = Object.keys(body).find((k) => k.toLowerCase() === name.toLowerCase())
    return found ? body[found] : undefined
  }

  function page(): string {
    const rows = [...sessions.values()]
      .map(
        (s) =>
          `<tr><td>${escapeHtml(s.id)}</td><td>${escapeHtml(String(s.request.TxnRef ?? ''))}</td><td>${escapeHtml(String(s.request.AmtPurchase ?? ''))}</td><td>${s.state}</td><td>${escapeHtml(s.displays.map((d) => d.join(' / ')).join(' → '))}</td><td>${escapeHtml(s.result ? `${s.result.ResponseCode} ${String(s.result.ResponseText).trim()}` : '')}</td></tr>`,
      )
      .join('')
    return `<!doctype html><meta charset="utf-8"><title>Linkly cloud simulator</title><h1>Linkly cloud simulator</h1><p>Username <code>${escapeHtml(username)}</code> · next: ${escapeHtml(queue.join(', ') || 'approve')}</p><table border="1" cellpadding="4"><tr><th>Session</th><th>TxnRef</th><th>Cents</th><th>State</th><th>Displays</th><th>Result</th></tr>${rows}</table>`
  }

  const http = await serveHttp(
    options.port ?? 0,
    async (request: IncomingMessage, response: ServerResponse, url: URL) => {
      const path = url.pathname
      if (path === '/' && request.method === 'GET') {
        sendText(response, 200, page(), 'text/html; charset=utf-8')
        return true
      }
      if (path === '/_sim/next' && request.method === 'POST') {
        const body = (await readJson(request)) as { outcome?: LinklyOutcome }
        if (!body.outcome || !LINKLY_OUTCOMES.includes(body.outcome)) {
          sendJson(response, 400, { error: `outcome is one of ${LINKLY_OUTCOMES.join(', ')}` })
          return true
        }
        queue.push(body.outcome)
        sendJson(response, 200, { queued: queue.length })
        return true
      }
      if (path === '/_sim/state' && request.method === 'GET') {
        sendJson(response, 200, { queue, sessions: [...sessions.values()].map(({ waiting: _w, ...s }) => s) })
        return true
      }
      if (path === '/v1/pairing/cloudpos' && request.method === 'POST') {
        const body = (await readJson(request)) as Json
        received.push({ path, body: { ...body, Password: '***' } })
        if (
          ci(body, 'Username') !== username ||
          ci(body, 'Password') !== password ||
          !String(ci(body, 'PairCode') ?? '').trim()
        ) {
          sendJson(response, 401, { Message: 'Invalid username, password or pair code' })
          return true
        }
        const secret = randomUUID().replace(/-/g, '')
        secrets.add(secret)
        sendJson(response, 200, { Secret: secret })
        return true
      }
      if (path === '/v1/tokens/cloudpos' && request.method === 'POST') {
        const body = (await readJson(request)) as Json
        received.push({ path, body: { ...body, Secret: '***' } })
        if (!secrets.has(String(ci(body, 'Secret'))) || !ci(body, 'PosId')) {
          sendJson(response, 401, { Message: 'Invalid secret' })
          return true
        }
        const token = randomUUID()
        const seconds = options.tokenSeconds ?? 86_400
        tokens.set(token, Date.now() + seconds * 1000)
        sendJson(response, 200, { Token: token, ExpirySeconds: seconds })
        return true
      }
      const match = /^\/v1\/sessions\/([^/]+)\/(transaction|sendkey)$/.exec(path)
      if (!match) return false
      if (!bearer(request)) {
        sendJson(response, 401, { Message: 'Authorization has been denied for this request.' })
        return true
      }
      const [, id, type] = match as unknown as [string, string, string]
      if (type === 'transaction' && request.method === 'GET') {
        const session = sessions.get(id)
        if (!session) sendJson(response, 404, { Message: 'Session not found' })
        else if (session.state === 'in_progress') sendJson(response, 202, {})
        else sendJson(response, 200, { SessionId: id, ResponseType: 'transaction', Response: session.result })
        return true
      }
      if (request.method !== 'POST') return false
      const body = (await readJson(request)) as Json
      received.push({ path, body })
      if (type === 'sendkey') {
        const key = String(((body.Request ?? ci(body, 'request')) as Json | undefined)?.Key ?? '')
        const session = sessions.get(id)
        if (session?.state !== 'in_progress') {
          sendJson(response, 404, { Message: 'No transaction in progress for this session' })
          return true
        }
        session.keys.push({ key, data: String(((body.Request ?? {}) as Json).Data ?? '') })
        session.waiting?.(key)
        sendJson(response, 202, {})
        return true
      }
      const req = (body.Request ?? ci(body, 'request')) as Json | undefined
      const amount = Number(req?.AmtPurchase)
      if (
        !req?.TxnRef ||
        String(req.TxnRef).length > 16 ||
        !Number.isInteger(amount) ||
        amount < 0 ||
        amount > 999_999_999
      ) {
        sendJson(response, 400, {
          Message: 'The request is invalid.',
          ModelState: {
            'Request.AmtPurchase': ['AmtPurchase must be 0..999999999 cents'],
            'Request.TxnRef': ['TxnRef is required, 16 characters at most'],
          },
        })
        return true
      }
      if (sessions.has(id)) {
        sendJson(response, 400, { Message: 'Duplicate session id' })
        return true
      }
      if (active) {
        sendJson(response, 409, { Message: 'PIN pad busy: another transaction is in progress' })
        return true
      }
      const notification = (body.Notification ?? ci(body, 'notification')) as Json | undefined
      const session: Session = {
        id,
        request: req,
        notify: notification?.Uri
          ? { uri: String(notification.Uri), auth: String(notification.AuthorizationHeader ?? '') }
          : null,
        state: 'in_progress',
        result: null,
        displays: [],
        keys: [],
        waiting: null,
        cancelable: false,
      }
      sessions.set(id, session)
      active = session
      const outcome = queue.shift() ?? 'approve'
      if (outcome === 'drop') {
        // The POST is cut before any answer: the POS must enter recovery (device-protocols 2.8).
        response.socket?.destroy()
        void run(session, outcome)
      } else if (url.searchParams.get('async')?.toLowerCase() === 'false') {
        // Synchronous (device-protocols 2.3): the request is held until the PIN pad finishes, then answered 200
        // with the transaction; a pad that never answers gets 408, and the POS enters recovery (2.8).
        await run(session, outcome)
        if (session.result)
          sendJson(response, 200, { SessionId: id, ResponseType: type, Response: session.result })
        else sendJson(response, 408, { Message: 'The PIN pad did not answer in time' })
      } else {
        sendJson(response, 202, {})
        void run(session, outcome)
      }
      return true
    },
  )

  return {
    ...http,
    received,
    sessions,
    next: (outcome) => queue.push(outcome),
    close: () => {
      closing.abort()
      return http.close()
    },
  }
}
