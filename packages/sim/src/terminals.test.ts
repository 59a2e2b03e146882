/** biome-ignore-all lint/suspicious/noExplicitAny: the tests read deeply nested provider JSON (SaleToPOIResponse…) as the wire gives it. */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdyenSim, startAdyenSim } from './adyen/adyen-sim.ts'
import { type LinklySim, startLinklySim } from './linkly/linkly-sim.ts'

type Hook = { path: string; auth: string; body: Record<string, unknown> }
let hooks: Hook[] = []
let receiver: Server
let receiverUrl = ''
let adyen: AdyenSim
let linkly: LinklySim

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      hooks.push({
        path: request.url ?? '',
        auth: String(request.headers.authorization ?? ''),
        body: JSON.parse(text),
      })
      response.end('[accepted]')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  adyen = await startAdyenSim({ stepMs: 2, timeoutMs: 50, notificationUrl: `${receiverUrl}/adyen` })
  linkly = await startLinklySim({ stepMs: 2 })
})
afterAll(async () => {
  await adyen.close()
  await linkly.close()
  receiver.close()
})

async function until<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('condition not met')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

let service = 0
function payment(poiid = 'V400m-324688179', amount = 10.99) {
  service += 1
  const ServiceID = `S${service}`
  return {
    ServiceID,
    body: {
      SaleToPOIRequest: {
        MessageHeader: {
          ProtocolVersion: '3.0',
          MessageClass: 'Service',
          MessageCategory: 'Payment',
          MessageType: 'Request',
          SaleID: 'POS-1',
          ServiceID,
          POIID: poiid,
        },
        PaymentRequest: {
          SaleData: { SaleTransactionID: { TransactionID: 'R42', TimeStamp: new Date().toISOString() } },
          PaymentTransaction: { AmountsReq: { Currency: 'AUD', RequestedAmount: amount } },
        },
      },
    },
  }
}

const adyenPost = (body: unknown, key = 'adyen-sim-key') =>
  fetch(`${adyen.url}/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  })

function status(serviceId: string) {
  service += 1
  return {
    SaleToPOIRequest: {
      MessageHeader: {
        ProtocolVersion: '3.0',
        MessageClass: 'Service',
        MessageCategory: 'TransactionStatus',
        MessageType: 'Request',
        SaleID: 'POS-1',
        ServiceID: `S${service}`,
        POIID: 'V400m-324688179',
      },
      TransactionStatusRequest: {
        ReceiptReprintFlag: true,
        MessageReference: { MessageCategory: 'Payment', SaleID: 'POS-1', ServiceID: serviceId },
      },
    },
  }
}

describe('Adyen terminal simulator', () => {
  it('approves with display notifications and an Adyen-shaped PaymentResponse', async () => {
    hooks = []
    adyen.next({ outcome: 'approve', entry: 'chip' })
    const answer = (await (await adyenPost(payment().body)).json()) as any
    const result = answer.SaleToPOIResponse.PaymentResponse
    expect(result.Response.Result).toBe('Success')
    expect(result.PaymentResult.AmountsResp).toEqual({ AuthorizedAmount: 10.99, Currency: 'AUD' })
    expect(answer.SaleToPOIResponse.MessageHeader.MessageType).toBe('Response')
    const events = hooks.map(
      (h) => /event=(\w+)/.exec(h.body.SaleToPOIRequest ? JSON.stringify(h.body) : '')?.[1],
    )
    expect(events).toEqual([
      'TENDER_CREATED',
      'CARD_INSERTED',
      'WAIT_FOR_APP_SELECTION',
      'APPLICATION_SELECTED',
      'WAIT_FOR_PIN',
      'PIN_ENTERED',
      'PRINT_RECEIPT',
      'RECEIPT_PRINTED',
      'CARD_REMOVED',
      'TENDER_FINAL',
    ])
  })

  it('declines with Refusal, times out with Communication timeout, refuses a bad key', async () => {
    adyen.next({ outcome: 'decline' })
    const declined = (await (await adyenPost(payment().body)).json()) as any
    expect(declined.SaleToPOIResponse.PaymentResponse.Response).toMatchObject({
      Result: 'Failure',
      ErrorCondition: 'Refusal',
    })
    adyen.next({ outcome: 'timeout' })
    const timedOut = (await (await adyenPost(payment().body)).json()) as any
    expect(timedOut.SaleToPOIResponse.PaymentResponse.Response.ErrorCondition).toBe('Communication timeout')
    expect((await adyenPost(payment().body, 'wrong')).status).toBe(401)
  })

  it('aborts a waiting payment (Cancel), answers Busy meanwhile, and replays results through TransactionStatus', async () => {
    adyen.next({ outcome: 'wait' })
    const first = payment()
    const pending = adyenPost(first.body)
    await until(() => adyen.received.find((r) => JSON.stringify(r.body).includes(first.ServiceID)))
    const busy = (await (await adyenPost(payment().body)).json()) as any
    expect(busy.SaleToPOIResponse.PaymentResponse.Response.ErrorCondition).toBe('Busy')
    const inProgress = (await (await adyenPost(status(first.ServiceID))).json()) as any
    expect(inProgress.SaleToPOIResponse.TransactionStatusResponse.Response.ErrorCondition).toBe('InProgress')
    service += 1
    const abort = await adyenPost({
      SaleToPOIRequest: {
        MessageHeader: {
          ProtocolVersion: '3.0',
          MessageClass: 'Service',
          MessageCategory: 'Abort',
          MessageType: 'Request',
          SaleID: 'POS-1',
          ServiceID: `S${service}`,
          POIID: 'V400m-324688179',
        },
        AbortRequest: {
          AbortReason: 'MerchantAbort',
          MessageReference: {
            MessageCategory: 'Payment',
            SaleID: 'POS-1',
            ServiceID: first.ServiceID,
            POIID: 'V400m-324688179',
          },
        },
      },
    })
    expect(abort.status).toBe(200)
    expect(await abort.text()).toBe('')
    const cancelled = (await (await pending).json()) as any
    expect(cancelled.SaleToPOIResponse.PaymentResponse.Response.ErrorCondition).toBe('Cancel')
    const repeated = (await (await adyenPost(status(first.ServiceID))).json()) as any
    expect(
      repeated.SaleToPOIResponse.TransactionStatusResponse.RepeatedMessageResponse.RepeatedResponseMessageBody
        .PaymentResponse.Response.ErrorCondition,
    ).toBe('Cancel')
    const notFound = (await (await adyenPost(status('nope'))).json()) as any
    expect(notFound.SaleToPOIResponse.TransactionStatusResponse.Response.ErrorCondition).toBe('NotFound')
  })

  it('drops the connection mid-way and still completes, so a status request recovers the approval', async () => {
    adyen.next({ outcome: 'drop' })
    const request = payment()
    await expect(adyenPost(request.body)).rejects.toThrow()
    let answer: any
    for (let i = 0; i < 100; i++) {
      answer = await (await adyenPost(status(request.ServiceID))).json()
      if (answer.SaleToPOIResponse.TransactionStatusResponse.Response.Result === 'Success') break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(
      answer.SaleToPOIResponse.TransactionStatusResponse.RepeatedMessageResponse.RepeatedResponseMessageBody
        .PaymentResponse.Response.Result,
    ).toBe('Success')
  })

  it('answers an unknown terminal with UnreachableHost', async () => {
    const answer = (await (await adyenPost(payment('P400Plus-000').body)).json()) as any
    expect(answer.SaleToPOIResponse.PaymentResponse.Response.ErrorCondition).toBe('UnreachableHost')
  })
})

describe('Linkly cloud simulator', () => {
  let token = ''
  const rest = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${linkly.url}${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
  const transaction = (id: string, amount = 1099) =>
    rest(`/v1/sessions/${id}/transaction?async=true`, {
      body: {
        Request: {
          Merchant: '00',
          Application: '00',
          TxnType: 'P',
          AmtPurchase: amount,
          AmtCash: 0,
          TxnRef: 'R42',
          CurrencyCode: 'AUD',
          CutReceipt: '0',
          ReceiptAutoPrint: '0',
        },
        Notification: {
          Uri: `${receiverUrl}/linkly/{{sessionid}}/{{type}}`,
          AuthorizationHeader: 'Token abc',
        },
      },
    })

  it('pairs with the pair code, then issues a token', async () => {
    const bad = await fetch(`${linkly.url}/v1/pairing/cloudpos`, {
      method: 'POST',
      body: JSON.stringify({ Username: 'x', Password: 'y', PairCode: '1' }),
    })
    expect(bad.status).toBe(401)
    const paired = (await (
      await fetch(`${linkly.url}/v1/pairing/cloudpos`, {
        method: 'POST',
        body: JSON.stringify({ username: 'linkly-sim', password: 'linkly-sim-password', pairCode: '123456' }),
      })
    ).json()) as { Secret: string }
    const issued = (await (
      await fetch(`${linkly.url}/v1/tokens/cloudpos`, {
        method: 'POST',
        body: JSON.stringify({
          Secret: paired.Secret,
          PosName: 'POS',
          PosVersion: '1',
          PosId: crypto.randomUUID(),
          PosVendorId: crypto.randomUUID(),
        }),
      })
    ).json()) as { Token: string; ExpirySeconds: number }
    token = issued.Token
    expect(issued.ExpirySeconds).toBeGreaterThan(0)
    expect((await fetch(`${linkly.url}/v1/sessions/x/transaction`)).status).toBe(401)
  })

  it('runs an approved purchase: displays, receipts, then the transaction, each to the Uri with its header', async () => {
    hooks = []
    const id = crypto.randomUUID()
    expect((await transaction(id)).status).toBe(202)
    const final = await until(() => hooks.find((h) => h.path === `/linkly/${id}/transaction`))
    expect(final.auth).toBe('Token abc')
    expect(final.body.Response).toMatchObject({ Success: true, ResponseCode: '00', AmtPurchase: 1099 })
    expect(hooks.filter((h) => h.path.endsWith('/receipt'))).toHaveLength(2)
    expect((hooks[0]!.body.Response as { DisplayText: string[] }).DisplayText[0]!.trim()).toBe('PRESENT CARD')
    const got = (await (await rest(`/v1/sessions/${id}/transaction`, { method: 'GET' })).json()) as any
    expect(got.Response.ResponseCode).toBe('00')
    expect((await transaction(id)).status).toBe(400)
  })

  it('cancels with key 0 while cancel is offered, and asks a signature with Yes/No', async () => {
    linkly.next('wait')
    hooks = []
    const id = crypto.randomUUID()
    await transaction(id)
    await until(() => hooks.find((h) => h.path.endsWith('/display')))
    await rest(`/v1/sessions/${id}/sendkey`, { body: { Request: { Key: '0', Data: '' } } })
    const cancelled = await until(() => hooks.find((h) => h.path === `/linkly/${id}/transaction`))
    expect(cancelled.body.Response).toMatchObject({ Success: false, ResponseCode: 'TM' })

    linkly.next('signature')
    const signed = crypto.randomUUID()
    await transaction(signed)
    const question = await until(() =>
      hooks.find((h) => h.path === `/linkly/${signed}/display` && (h.body.Response as any).AcceptYesKeyFlag),
    )
    expect((question.body.Response as any).GraphicCode).toBe('1')
    await rest(`/v1/sessions/${signed}/sendkey`, { body: { Request: { Key: '1', Data: '' } } })
    const approved = await until(() => hooks.find((h) => h.path === `/linkly/${signed}/transaction`))
    expect((approved.body.Response as any).Success).toBe(true)
  })

  it('holds a synchronous request (async=false) and answers 200 with the transaction, as Linkly documents', async () => {
    hooks = []
    const id = crypto.randomUUID()
    const body = {
      Request: {
        Merchant: '00',
        Application: '00',
        TxnType: 'P',
        AmtPurchase: 2006,
        AmtCash: 0,
        TxnRef: 'R43',
      },
    }
    const answer = await rest(`/v1/sessions/${id}/transaction?async=false`, { body })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      SessionId: id,
      ResponseType: 'transaction',
      Response: { Success: true, ResponseCode: '00', AmtPurchase: 2006, TxnRef: 'R43' },
    })
    expect(hooks).toEqual([])

    linkly.next('decline')
    const declined = await rest(`/v1/sessions/${crypto.randomUUID()}/transaction?async=false`, { body })
    expect(((await declined.json()) as any).Response).toMatchObject({ Success: false, ResponseCode: '51' })

    linkly.next('timeout')
    const silent = await rest(`/v1/sessions/${crypto.randomUUID()}/transaction?async=false`, { body })
    expect(silent.status).toBe(408)
  })

  it('drops the POST, finishes quietly, and answers the recovery GET (202, then 200)', async () => {
    linkly.next('drop')
    const id = crypto.randomUUID()
    await expect(transaction(id)).rejects.toThrow()
    let status = 0
    let body: any
    for (let i = 0; i < 200 && status !== 200; i++) {
      const response = await rest(`/v1/sessions/${id}/transaction`, { method: 'GET' })
      status = response.status
      body = await response.json()
      if (status === 202) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(body.Response.ResponseCode).toBe('00')
    expect((await rest('/v1/sessions/unknown/transaction', { method: 'GET' })).status).toBe(404)
  })
})
