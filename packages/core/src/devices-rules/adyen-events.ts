/**
 * Adyen display-notification events (device-protocols 1.8) and the ones the register shows as a message
 * (spec 4: tender created, card inserted, tapped or swiped, app selected, signature asked or checked, PIN
 * wait or entered, receipt printing or printed, card removed, tender final).
 */
export const ADYEN_SHOWN_EVENTS = [
  'TENDER_CREATED',
  'CARD_INSERTED',
  'CARD_PRESENTED',
  'CARD_SWIPED',
  'WAIT_FOR_APP_SELECTION',
  'APPLICATION_SELECTED',
  'ASK_SIGNATURE',
  'CHECK_SIGNATURE',
  'SIGNATURE_CHECKED',
  'WAIT_FOR_PIN',
  'PIN_ENTERED',
  'PRINT_RECEIPT',
  'RECEIPT_PRINTED',
  'CARD_REMOVED',
  'TENDER_FINAL',
] as const
export type AdyenShownEvent = (typeof ADYEN_SHOWN_EVENTS)[number]

export function isAdyenShownEvent(value: string): value is AdyenShownEvent {
  return (ADYEN_SHOWN_EVENTS as readonly string[]).includes(value)
}

/** A form-encoded `k=v&…` string as a record (`+` is a space); pure, without URLSearchParams. */
export function parseFormEncoded(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of text.split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const key = at < 0 ? pair : pair.slice(0, at)
    const value = at < 0 ? '' : pair.slice(at + 1)
    try {
      out[decodeURIComponent(key.replace(/\+/g, ' '))] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      out[key] = value
    }
  }
  return out
}

/**
 * The `event` of a display notification's `PredefinedContent.ReferenceID` query string
 * (`TransactionID=…&TimeStamp=…&event=PIN_ENTERED`), or undefined. Unknown events are returned as they are:
 * parsers must tolerate values they do not know (1.8).
 */
export function adyenDisplayEvent(referenceId: string): { event: string; transactionId: string } | undefined {
  const params = parseFormEncoded(referenceId)
  const event = params.event
  if (!event) return undefined
  return { event, transactionId: params.TransactionID ?? '' }
}
