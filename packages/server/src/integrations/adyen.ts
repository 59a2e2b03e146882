import {
  type AdyenSettingsInput,
  adyenAmount,
  adyenDisplayEvent,
  adyenTerminalApiBase,
  type BridgeKey,
  fromAdyenAmount,
  NO_BUTTONS,
  parseFormEncoded,
  type TerminalReceipt,
  type TerminalResult,
} from '@pos/core'
import type { Logger } from 'pino'
import { failedResult } from './failed-result.ts'
import { sleep, type TerminalTimings } from './timings.ts'
import type { TransactionRow, TransactionStore } from './transactions.ts'

type Json = Record<string, unknown>

export type AdyenContext = {
  store: TransactionStore
  settings: AdyenSettingsInput
  apiKey: string
  timings: TerminalTimings
  logger: Logger
}

function header(row: TransactionRow, category: string, serviceId: string) {
  return {
    ProtocolVersion: '3.0',
    MessageClass: 'Service',
    MessageCategory: category,
    MessageType: 'Request',
    SaleID: `POS-${row.register_id}`.slice(0, 64),
    ServiceID: serviceId,
    POIID: row.terminal_id ?? '',
  }
}

const newServiceId = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0')

async function post(
  ctx: AdyenContext,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: Json | null }> {
  const response = await fetch(`${adyenTerminalApiBase(ctx.settings)}/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': ctx.apiKey },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  let json: Json | null = null
  try {
    json = text ? (JSON.parse(text) as Json) : null
  } catch {
    json = null
  }
  return { status: response.status, json }
}

/** Receipt lines of a PaymentReceipt: each `name=…&value=…` as 'name value' (device-protocols 1.3). */
function receiptsOf(payment: Json): TerminalReceipt[] {
  const receipts = (payment.PaymentReceipt as Json[] | undefined) ?? []
  return receipts.map((receipt) => {
    const lines = (((receipt.OutputContent as Json | undefined)?.OutputText as Json[] | undefined) ?? []).map(
      (line) => {
        const fields = parseFormEncoded(String(line.Text ?? ''))
        return [fields.name, fields.value].filter(Boolean).join(' ')
      },
    )
    return { kind: String(receipt.DocumentQualifier ?? 'Receipt'), lines }
  })
}

/** A PaymentResponse as the bridge's result. Unknown ErrorConditions are kept as they come (1.4). */
export function adyenResult(payment: Json, currency: string): TerminalResult {
  const response = (payment.Response as Json | undefined) ?? {}
  const additional = parseFormEncoded(String(response.AdditionalResponse ?? ''))
  const result = payment.PaymentResult as Json | undefined
  const amounts = result?.AmountsResp as Json | undefined
  const card = (result?.PaymentInstrumentData as Json | undefined)?.CardData as Json | undefined
  const acquirer = result?.PaymentAcquirerData as Json | undefined
  const poi = (payment.POIData as Json | undefined)?.POITransactionID as Json | undefined
  const success = response.Result === 'Success' || response.Result === 'Partial'
  const condition = success ? null : String(response.ErrorCondition ?? 'Failure')
  const state = success
    ? 'approved'
    : condition === 'Cancel' || condition === 'Aborted'
      ? 'cancelled'
      : condition === 'Refusal' || condition === 'WrongPIN' || condition === 'InvalidCard'
        ? 'declined'
        : 'failed'
  return {
    state,
    amount: success
      ? fromAdyenAmount(Number(amounts?.AuthorizedAmount ?? 0), currency)
      : (0 as TerminalResult['amount']),
    response_code: String(response.Result ?? ''),
    response_text: additional.refusalReason ?? additional.message ?? String(response.Result ?? ''),
    error_condition: condition,
    pan: card?.MaskedPan ? String(card.MaskedPan) : null,
    card_type: card?.PaymentBrand ? String(card.PaymentBrand) : null,
    auth_code: acquirer?.ApprovalCode ? String(acquirer.ApprovalCode) : null,
    reference: poi?.TransactionID ? String(poi.TransactionID) : null,
    receipts: receiptsOf(payment),
  }
}

/** Adyen's failure: its error condition and the text to show. */
const failed = (condition: string, text: string) => failedResult({ responseCode: 'Failure', text, condition })

async function finish(ctx: AdyenContext, row: TransactionRow, result: TerminalResult) {
  for (const receipt of result.receipts) await ctx.store.addReceipt(row.session, receipt)
  await ctx.store.finish(row.session, result)
}

/**
 * Asks the terminal for the lost payment's result (TransactionStatus through /sync, device-protocols 1.6):
 * InProgress polls again, Success+Repeated ends with the inner PaymentResponse, NotFound means never started.
 */
async function recover(ctx: AdyenContext, row: TransactionRow): Promise<TerminalResult> {
  for (let attempt = 0; attempt < ctx.timings.providerPollAttempts; attempt++) {
    try {
      const { json } = await post(
        ctx,
        {
          SaleToPOIRequest: {
            MessageHeader: header(row, 'TransactionStatus', newServiceId()),
            TransactionStatusRequest: {
              ReceiptReprintFlag: true,
              DocumentQualifier: ['CashierReceipt', 'CustomerReceipt'],
              MessageReference: {
                MessageCategory: 'Payment',
                SaleID: `POS-${row.register_id}`.slice(0, 64),
                ServiceID: row.service_id,
              },
            },
          },
        },
        30_000,
      )
      const status =
        ((json?.SaleToPOIResponse as Json | undefined)?.TransactionStatusResponse as Json | undefined) ?? {}
      const response = (status.Response as Json | undefined) ?? {}
      if (response.Result === 'Success') {
        const body = (status.RepeatedMessageResponse as Json | undefined)?.RepeatedResponseMessageBody as
          | Json
          | undefined
        const payment = body?.PaymentResponse as Json | undefined
        if (payment) return adyenResult(payment, row.currency_code)
      }
      if (response.ErrorCondition === 'NotFound') return failed('NotFound', 'Transaction not found')
    } catch (error) {
      ctx.logger.warn({ err: error, session: row.session }, 'adyen status request failed')
    }
    await sleep(ctx.timings.providerPollMs)
  }
  return failed('UnreachableHost', 'NO RESPONSE')
}

/** Runs one Adyen payment for a stored row: warm-up, PaymentRequest over /sync, recovery when the answer is lost. */
export async function runAdyen(ctx: AdyenContext, row: TransactionRow): Promise<void> {
  await sleep(ctx.timings.adyenWarmupMs)
  await ctx.store.setState(row.session, 'waiting')
  const request = {
    SaleToPOIRequest: {
      MessageHeader: header(row, 'Payment', row.service_id ?? newServiceId()),
      PaymentRequest: {
        SaleData: {
          SaleTransactionID: { TransactionID: row.receipt_number, TimeStamp: new Date().toISOString() },
        },
        PaymentTransaction: {
          AmountsReq: {
            Currency: row.currency_code,
            RequestedAmount: adyenAmount(Math.abs(row.amount) as never, row.currency_code),
          },
        },
        ...(row.amount < 0 ? { PaymentData: { PaymentType: 'Refund' } } : {}),
      },
    },
  }
  try {
    const { status, json } = await post(ctx, request, ctx.timings.adyenSyncTimeoutMs)
    const payment = (json?.SaleToPOIResponse as Json | undefined)?.PaymentResponse as Json | undefined
    if (status === 200 && payment) return await finish(ctx, row, adyenResult(payment, row.currency_code))
    if (status === 401 || status === 403)
      return await finish(ctx, row, failed('NotAllowed', 'The Adyen API key was refused'))
    ctx.logger.warn({ status, session: row.session }, 'adyen payment answered without a PaymentResponse')
  } catch (error) {
    ctx.logger.warn(
      { err: error, session: row.session },
      'adyen payment lost; asking the terminal for its status',
    )
  }
  await finish(ctx, row, await recover(ctx, row))
}

/** Operator keys: cancel sends an AbortRequest (its result shows in the payment's own answer, 1.5). */
export async function adyenKey(ctx: AdyenContext, row: TransactionRow, key: BridgeKey): Promise<void> {
  if (key !== 'cancel') return
  await post(
    ctx,
    {
      SaleToPOIRequest: {
        MessageHeader: header(row, 'Abort', newServiceId()),
        AbortRequest: {
          AbortReason: 'MerchantAbort',
          MessageReference: {
            MessageCategory: 'Payment',
            SaleID: `POS-${row.register_id}`.slice(0, 64),
            ServiceID: row.service_id,
            POIID: row.terminal_id,
          },
        },
      },
    },
    30_000,
  )
}

/** A display or event notification from Adyen (webhook) as a bridge display of the terminal's live payment. */
export async function adyenNotification(
  store: TransactionStore,
  companyId: number,
  body: Json,
): Promise<void> {
  const request = body.SaleToPOIRequest as Json | undefined
  const poiid = String((request?.MessageHeader as Json | undefined)?.POIID ?? '')
  const outputs = ((request?.DisplayRequest as Json | undefined)?.DisplayOutput as Json[] | undefined) ?? []
  const row = poiid ? await store.liveOnTerminal(companyId, poiid) : undefined
  if (!row) return
  for (const output of outputs) {
    const reference = String(
      ((output.OutputContent as Json | undefined)?.PredefinedContent as Json | undefined)?.ReferenceID ?? '',
    )
    const event = adyenDisplayEvent(reference)
    if (event)
      await store.addDisplay(row.session, {
        lines: [],
        buttons: NO_BUTTONS,
        graphic: null,
        event: event.event,
      })
  }
}
