import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  escapeHtml,
  pause,
  postWebhook,
  type RunningHttp,
  readJson,
  readText,
  sendJson,
  sendText,
  serveHttp,
} from '../http.ts'

/**
 * A simulated Adyen cloud Terminal API with its terminals (device-protocols 1.1-1.8, 1.11). It serves the
 * legacy cloud paths `POST /sync` and `/async` and the device API `POST /v1/merchants/{ma}/devices/{id}/sync|async`
 * (+ `/status`, `/connectedDevices`), checks `x-api-key`, runs Payment with display notifications POSTed to the
 * notification URL (Adyen's Customer Area setting; here `PUT /_sim/notification-url`), Abort, TransactionStatus,
 * Busy, ServiceID reuse and the time-outs. What the next payment does is set with `POST /_sim/next`.
 */
export const ADYEN_OUTCOMES = ['approve', 'decline', 'timeout', 'signature', 'drop', 'wait'] as const
export type AdyenOutcome = (typeof ADYEN_OUTCOMES)[number]
export type AdyenEntry = 'tap' | 'chip' | 'swipe'
export type AdyenNext = { outcome: AdyenOutcome; entry?: AdyenEntry }

export type AdyenSimOptions = {
  port?: number
  apiKey?: string
  terminals?: string[]
  /** Simulated time between terminal steps (tests use a few ms). */
  stepMs?: number
  /** Issuer time-out before 'Communication timeout' (real: 150 s on cloud). */
  timeoutMs?: number
  /** Abort's ErrorCondition (unconfirmed: Cancel or Aborted; device-protocols 1.5). */
  abortCondition?: 'Cancel' | 'Aborted'
  notificationUrl?: string
}

type Json = Record<string, unknown>
type Header = { SaleID: string; ServiceID: string; POIID: string; [k: string]: unknown }

type Tender = {
  header: Header
  request: Json
  state: 'in_progress' | 'done'
  response: Json | null
  abort: AbortController
  aborted: boolean
  events: string[]
}

export type AdyenSim = RunningHttp & {
  next(next: AdyenNext): void
  setNotificationUrl(url: string | null): void
  /** Every request received, newest last. */
  received: { path: string; body: unknown }[]
  notifications: { event: string; delivered: boolean }[]
}

const EVENT_SCRIPTS: Record<AdyenEntry, string[]> = {
  tap: ['CARD_PRESENTED'],
  chip: ['CARD_INSERTED', 'WAIT_FOR_APP_SELECTION', 'APPLICATION_SELECTED', 'WAIT_FOR_PIN', 'PIN_ENTERED'],
  swipe: ['CARD_SWIPED'],
}

export async function startAdyenSim(options: AdyenSimOptions = {}): Promise<AdyenSim> {
  const apiKey = options.apiKey ?? 'adyen-sim-key'
  const terminals = new Set(options.terminals ?? ['V400m-324688179', 'P400Plus-123456789'])
  const stepMs = options.stepMs ?? 400
  const timeoutMs = options.timeoutMs ?? 150_000
  let notificationUrl = options.notificationUrl ?? null
  const queue: AdyenNext[] = []
  const tenders = new Map<string, Tender>()
  const busy = new Map<string, Tender>()
  const received: AdyenSim['received'] = []
  const notifications: AdyenSim['notifications'] = []
  let tenderCounter = 0

  const key = (saleId: string, serviceId: string) => `${saleId}\u0000${serviceId}`
  const now = () => new Date().toISOString()

  function responseHeader(header: Header, category: string): Json {
    return { ...header, MessageCategory: category, MessageType: 'Response' }
  }

  function failure(header: Header, category: string, condition: string, message: string): Json {
    return {
      SaleToPOIResponse: {
        MessageHeader: responseHeader(header, category),
        [`${category}Response`]: {
          Response: {
            Result: 'Failure',
            ErrorCondition: condition,
            AdditionalResponse: `message=${encodeURIComponent(message).replace(/%20/g, '+')}`,
          },
        },
      },
    }
  }

  async function notify(header: Header, event: string, tenderRef: string) {
    const body = {
      SaleToPOIRequest: {
        MessageHeader: {
          ProtocolVersion: '3.0',
          MessageClass: 'Device',
          MessageCategory: 'Display',
          MessageType: 'Request',
          ServiceID: header.ServiceID,
          DeviceID: `${header.POIID}-display`,
          SaleID: header.SaleID,
          POIID: header.POIID,
        },
        DisplayRequest: {
          DisplayOutput: [
            {
              Device: 'CashierDisplay',
              InfoQualify: 'Status',
              ResponseRequiredFlag: false,
              OutputContent: {
                OutputFormat: 'Text',
                PredefinedContent: {
                  ReferenceID: `TransactionID=${tenderRef}&TimeStamp=${encodeURIComponent(now())}&event=${event}`,
                },
              },
            },
          ],
        },
      },
    }
    const delivered = notificationUrl ? (await postWebhook(notificationUrl, body)).ok : false
    notifications.push({ event, delivered })
  }

  function receiptLines(amount: number, currency: string, approved: boolean, pan: string): Json[] {
    const lines = [
      ['header1', 'Adyen terminal simulator'],
      ['txdate', now().slice(0, 10)],
      ['pan', pan],
      ['totalAmount', `${currency} ${amount.toFixed(2)}`],
      ['approved', approved ? 'APPROVED' : 'DECLINED'],
      ['thanks', 'Thank you'],
    ]
    return lines.map(([k, v]) => ({
      Text: `name=${encodeURIComponent(k!)}&value=${encodeURIComponent(v!)}&key=${k}`,
      EndOfLineFlag: true,
    }))
  }

  function paymentResponse(tender: Tender, approved: boolean, entry: AdyenEntry, condition?: string): Json {
    const tx = (tender.request.SaleData as Json).SaleTransactionID as Json
    const amounts = (tender.request.PaymentTransaction as Json).AmountsReq as {
      Currency: string
      RequestedAmount: number
    }
    const psp = String(8515565295894301 + tenderCounter)
    const tenderRef = `SIM${String(tenderCounter).padStart(6, '0')}`
    const pan = '411111 **** 1111'
    const receipts = ['CashierReceipt', 'CustomerReceipt'].map((q) => ({
      DocumentQualifier: q,
      RequiredSignatureFlag: false,
      OutputContent: {
        OutputFormat: 'Text',
        OutputText: receiptLines(amounts.RequestedAmount, amounts.Currency, approved, pan),
      },
    }))
    const additional = approved
      ? `pspReference=${psp}&cardType=visa&posEntryMode=${entry === 'tap' ? 'CLESS_CHIP' : 'ICC'}`
      : `refusalReason=${encodeURIComponent(condition === 'Refusal' ? '05 : Do not honor' : (condition ?? ''))}&message=${encodeURIComponent(condition ?? '')}`
    return {
      SaleToPOIResponse: {
        MessageHeader: responseHeader(tender.header, 'Payment'),
        PaymentResponse: {
          Response: approved
            ? { Result: 'Success', AdditionalResponse: additional }
            : { Result: 'Failure', ErrorCondition: condition, AdditionalResponse: additional },
          SaleData: { SaleTransactionID: tx },
          POIData: {
            POITransactionID: { TransactionID: `${tenderRef}.${psp}`, TimeStamp: now() },
            POIReconciliationID: '1000',
          },
          PaymentResult: {
            AmountsResp: {
              AuthorizedAmount: approved ? amounts.RequestedAmount : 0,
              Currency: amounts.Currency,
            },
            OnlineFlag: true,
            PaymentInstrumentData: {
              PaymentInstrumentType: 'Card',
              CardData: {
                EntryMode: [entry === 'tap' ? 'Tapped' : entry === 'chip' ? 'ICC' : 'MagStripe'],
                MaskedPan: pan,
                PaymentBrand: 'visa',
              },
            },
            PaymentAcquirerData: approved
              ? { ApprovalCode: '123456', AcquirerTransactionID: { TransactionID: psp, TimeStamp: now() } }
              : {},
          },
          PaymentReceipt: receipts,
        },
      },
    }
  }

  /** Runs a tender on the terminal; resolves with the PaymentResponse (also kept for status requests). */
  async function runTender(tender: Tender, next: AdyenNext, onDrop: () => void): Promise<Json> {
    tenderCounter += 1
    const ref = `SIM${String(tenderCounter).padStart(6, '0')}`
    const entry = next.entry ?? (next.outcome === 'signature' ? 'chip' : 'tap')
    const signal = tender.abort.signal
    const step = async (event: string) => {
      if (tender.aborted) return
      tender.events.push(event)
      await notify(tender.header, event, ref)
      await pause(stepMs, signal)
    }
    const finish = (response: Json) => {
      tender.state = 'done'
      tender.response = response
      busy.delete(tender.header.POIID)
      return response
    }
    const aborted = () =>
      finish(failure(tender.header, 'Payment', options.abortCondition ?? 'Cancel', 'Transaction cancelled'))
    await step('TENDER_CREATED')
    if (next.outcome === 'wait') await pause(3_600_000, signal)
    if (tender.aborted) return aborted()
    const script =
      next.outcome === 'signature'
        ? [
            'CARD_INSERTED',
            'WAIT_FOR_APP_SELECTION',
            'APPLICATION_SELECTED',
            'ASK_SIGNATURE',
            'CHECK_SIGNATURE',
            'SIGNATURE_CHECKED',
          ]
        : EVENT_SCRIPTS[entry]
    for (const [i, event] of script.entries()) {
      await step(event)
      if (tender.aborted) return aborted()
      if (next.outcome === 'drop' && i === 0) onDrop()
    }
    if (next.outcome === 'timeout') {
      await pause(timeoutMs, signal)
      if (tender.aborted) return aborted()
      return finish(failure(tender.header, 'Payment', 'Communication timeout', 'Issuer did not respond'))
    }
    const approved = next.outcome !== 'decline'
    await step('PRINT_RECEIPT')
    await step('RECEIPT_PRINTED')
    if (entry === 'chip') await step('CARD_REMOVED')
    await step('TENDER_FINAL')
    if (tender.aborted) return aborted()
    return finish(paymentResponse(tender, approved, entry, approved ? undefined : 'Refusal'))
  }

  async function handle(
    body: Json,
    response: ServerResponse,
    mode: 'sync' | 'async',
    poiFromPath: string | null,
  ) {
    const request = body.SaleToPOIRequest as Json | undefined
    const header = request?.MessageHeader as Header | undefined
    if (!request || !header)
      return sendText(response, 400, 'Bad JSON: missing SaleToPOIRequest.MessageHeader')
    const category = String(header.MessageCategory)
    if (poiFromPath && poiFromPath !== header.POIID)
      return sendJson(response, 422, {
        status: 422,
        errorCode: '702',
        message: 'deviceId must equal POIID',
        errorType: 'validation',
      })
    if (!terminals.has(header.POIID))
      return sendJson(
        response,
        200,
        failure(header, category, 'UnreachableHost', 'Terminal is not reachable'),
      )
    if (category === 'Payment') {
      const payment = request.PaymentRequest as Json | undefined
      const amounts = (payment?.PaymentTransaction as Json | undefined)?.AmountsReq as Json | undefined
      if (!amounts?.Currency || typeof amounts.RequestedAmount !== 'number')
        return sendJson(
          response,
          200,
          failure(
            header,
            'Payment',
            'MessageFormat',
            'errors=At SaleToPOIRequest.PaymentRequest.PaymentTransaction.AmountsReq, field Currency: Missing',
          ),
        )
      if (tenders.has(key(header.SaleID, header.ServiceID)))
        return sendJson(response, 200, failure(header, 'Payment', 'MessageFormat', 'ServiceID already used'))
      if (busy.has(header.POIID))
        return sendJson(
          response,
          200,
          failure(
            header,
            'Payment',
            'Busy',
            'Forbidden Request, Service Dialogue PaymentRequest is in Progress',
          ),
        )
      const tender: Tender = {
        header,
        request: payment!,
        state: 'in_progress',
        response: null,
        abort: new AbortController(),
        aborted: false,
        events: [],
      }
      tenders.set(key(header.SaleID, header.ServiceID), tender)
      busy.set(header.POIID, tender)
      const next = queue.shift() ?? { outcome: 'approve' }
      if (mode === 'async') {
        sendText(response, 200, 'ok')
        const result = await runTender(tender, next, () => {})
        if (notificationUrl) await postWebhook(notificationUrl, result)
        return
      }
      let dropped = false
      const result = await runTender(tender, next, () => {
        dropped = true
        response.socket?.destroy()
      })
      if (!dropped) sendJson(response, 200, result)
      return
    }
    if (category === 'Abort') {
      const ref = (request.AbortRequest as Json | undefined)?.MessageReference as Header | undefined
      const tender = ref ? tenders.get(key(ref.SaleID ?? header.SaleID, ref.ServiceID)) : undefined
      if (tender && tender.state === 'in_progress') {
        tender.aborted = true
        tender.abort.abort()
      }
      response.writeHead(200)
      response.end()
      return
    }
    if (category === 'TransactionStatus') {
      if (mode !== 'sync')
        return sendJson(
          response,
          200,
          failure(header, category, 'NotAllowed', 'Status requests go through /sync'),
        )
      const ref = (request.TransactionStatusRequest as Json | undefined)?.MessageReference as
        | Header
        | undefined
      const tender = ref ? tenders.get(key(ref.SaleID ?? header.SaleID, ref.ServiceID)) : undefined
      if (!tender)
        return sendJson(response, 200, failure(header, category, 'NotFound', 'Transaction not found'))
      if (tender.state === 'in_progress')
        return sendJson(response, 200, failure(header, category, 'InProgress', 'Transaction in progress'))
      const inner = tender.response!.SaleToPOIResponse as Json
      return sendJson(response, 200, {
        SaleToPOIResponse: {
          MessageHeader: responseHeader(header, 'TransactionStatus'),
          TransactionStatusResponse: {
            Response: { Result: 'Success' },
            RepeatedMessageResponse: {
              MessageHeader: inner.MessageHeader,
              RepeatedResponseMessageBody: { PaymentResponse: inner.PaymentResponse },
            },
          },
        },
      })
    }
    return sendJson(response, 200, failure(header, category, 'NotAllowed', `${category} is not simulated`))
  }

  function page(): string {
    const rows = [...tenders.values()]
      .map(
        (t) =>
          `<tr><td>${escapeHtml(t.header.SaleID)}</td><td>${escapeHtml(t.header.ServiceID)}</td><td>${escapeHtml(t.header.POIID)}</td><td>${t.state}</td><td>${escapeHtml(t.events.join(' → '))}</td><td>${escapeHtml(String(((t.response?.SaleToPOIResponse as Json | undefined)?.PaymentResponse as Json | undefined)?.Response ? JSON.stringify(((t.response!.SaleToPOIResponse as Json).PaymentResponse as Json).Response) : ''))}</td></tr>`,
      )
      .join('')
    return `<!doctype html><meta charset="utf-8"><title>Adyen terminal simulator</title><h1>Adyen terminal simulator</h1><p>Terminals: ${escapeHtml([...terminals].join(', '))} · notification URL: <code>${escapeHtml(notificationUrl ?? '(none)')}</code> · next: ${escapeHtml(JSON.stringify(queue))}</p><table border="1" cellpadding="4"><tr><th>SaleID</th><th>ServiceID</th><th>POIID</th><th>State</th><th>Events</th><th>Result</th></tr>${rows}</table>`
  }

  const http = await serveHttp(
    options.port ?? 0,
    async (request: IncomingMessage, response: ServerResponse, url: URL) => {
      const path = url.pathname
      if (path === '/' && request.method === 'GET') {
        sendText(response, 200, page(), 'text/html; charset=utf-8')
        return true
      }
      if (path.startsWith('/_sim/')) {
        if (path === '/_sim/next' && request.method === 'POST') {
          const body = (await readJson(request)) as AdyenNext
          if (!ADYEN_OUTCOMES.includes(body.outcome)) {
            sendJson(response, 400, { error: `outcome is one of ${ADYEN_OUTCOMES.join(', ')}` })
            return true
          }
          queue.push({ outcome: body.outcome, ...(body.entry ? { entry: body.entry } : {}) })
          sendJson(response, 200, { queued: queue.length })
          return true
        }
        if (path === '/_sim/notification-url' && request.method === 'PUT') {
          notificationUrl = ((await readJson(request)) as { url?: string | null }).url ?? null
          sendJson(response, 200, { url: notificationUrl })
          return true
        }
        if (path === '/_sim/state' && request.method === 'GET') {
          sendJson(response, 200, {
            notificationUrl,
            queue,
            notifications,
            tenders: [...tenders.values()].map((t) => ({
              header: t.header,
              state: t.state,
              events: t.events,
              response: t.response,
            })),
          })
          return true
        }
        return false
      }
      const device = /^\/v1\/merchants\/([^/]+)\/devices\/([^/]+)\/(sync|async|status)$/.exec(path)
      const legacy = /^\/(sync|async)$/.exec(path)
      const connected = /^\/v1\/merchants\/([^/]+)\/connectedDevices$/.exec(path)
      if (!device && !legacy && !connected) return false
      if ((request.headers['x-api-key'] ?? '') !== apiKey) {
        sendJson(response, 401, {
          status: 401,
          errorCode: '000',
          message: 'HTTP Status Response - Unauthorized',
          errorType: 'security',
        })
        return true
      }
      if (connected && request.method === 'GET') {
        sendJson(response, 200, { uniqueDeviceIds: [...terminals] })
        return true
      }
      if (device?.[3] === 'status' && request.method === 'GET') {
        sendJson(response, 200, {
          deviceId: device[2],
          status: terminals.has(device[2]!) ? 'ONLINE' : 'OFFLINE',
        })
        return true
      }
      if (request.method !== 'POST') return false
      const text = await readText(request)
      let body: Json
      try {
        body = JSON.parse(text) as Json
      } catch (error) {
        sendText(response, 400, `Bad JSON: ${String(error)}`)
        return true
      }
      received.push({ path, body })
      const mode = (device?.[3] ?? legacy?.[1]) as 'sync' | 'async'
      await handle(body, response, mode, device ? decodeURIComponent(device[2]!) : null)
      return true
    },
  )

  return {
    ...http,
    close() {
      // Ends every tender still waiting on its shopper, so nothing outlives the simulator.
      for (const tender of tenders.values()) tender.abort.abort()
      return http.close()
    },
    received,
    notifications,
    next(next) {
      queue.push(next)
    },
    setNotificationUrl(url) {
      notificationUrl = url
    },
  }
}
