import { ReceiptEmailedSchema, SaleListSchema } from '@pos/core'
import { answers } from '../../api/answers.ts'
import { ApiError } from '../../api/client.ts'

/** A receipt to email once its sale is on the server (it may still wait in the offline queue). */
export type EmailRequest = { receipt: string; email: string }

export type EmailOutcome =
  | { kind: 'sent'; to: string }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string }

const PENDING_KEY = 'pos.sale.pending_receipt_emails'

function pending(): EmailRequest[] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? '[]') as unknown
    return Array.isArray(saved) ? (saved as EmailRequest[]) : []
  } catch {
    return []
  }
}

function savePending(list: EmailRequest[]): void {
  if (list.length === 0) window.localStorage.removeItem(PENDING_KEY)
  else window.localStorage.setItem(PENDING_KEY, JSON.stringify(list))
}

/** The posted sale's id by its receipt number, or null while the sale has not reached the server. */
async function postedId(receipt: string): Promise<number | null> {
  const list = await answers.get(SaleListSchema, 'proxy/sales.json', {
    query: { receipt_number: receipt, limit: 5 },
    quiet: true,
  })
  return list.sales.find((sale) => sale.receipt_number === receipt)?.id ?? null
}

/** Tries once: sent, not on the server yet (or no connection), or refused with the server's message. */
async function attempt(request: EmailRequest): Promise<EmailOutcome> {
  try {
    const id = await postedId(request.receipt)
    if (id === null) return { kind: 'queued' }
    const answer = await answers.post(
      ReceiptEmailedSchema,
      `proxy/sale/${id}/email.json`,
      { email: request.email },
      { quiet: true },
    )
    return { kind: 'sent', to: answer.to }
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { kind: 'refused', message: error.message }
    return { kind: 'queued' }
  }
}

// One sender at a time, so a receipt waiting in the list is never emailed twice by overlapping flushes.
let running: Promise<unknown> = Promise.resolve()
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = running.then(work, work)
  running = next.catch(() => undefined)
  return next
}

/**
 * Emails a sale's receipt (POST proxy/sale/{id}/email.json). A sale still in the offline queue has no server
 * id yet: the request is kept on this register and sent by `sendPendingReceiptEmails` after the queue posts.
 */
export function emailReceipt(request: EmailRequest): Promise<EmailOutcome> {
  return serial(async () => {
    const outcome = await attempt(request)
    if (outcome.kind === 'queued') {
      const others = pending().filter((waiting) => waiting.receipt !== request.receipt)
      savePending([...others, request])
    }
    return outcome
  })
}

/** Sends the receipt emails that waited for their sale to post; keeps those whose sale still waits. */
export function sendPendingReceiptEmails(): Promise<number> {
  return serial(async () => {
    const waiting = pending()
    if (waiting.length === 0) return 0
    const kept: EmailRequest[] = []
    let sent = 0
    for (const request of waiting) {
      const outcome = await attempt(request)
      if (outcome.kind === 'queued') kept.push(request)
      else if (outcome.kind === 'sent') sent++
    }
    // Requests added while this ran are kept too.
    const added = pending().filter((request) => !waiting.some((w) => w.receipt === request.receipt))
    savePending([...kept, ...added])
    return sent
  })
}
