/**
 * One call to a partner's API: a deadline, JSON in and out, and the partners' common retry rule (partner-apis 5):
 * on 429 wait `Retry-After` (or a default) and try again; retry a 5xx or a dropped connection only when the call
 * is safe to repeat. The answer is a value, never a throw: a partner being down is an expected failure.
 */
export type PartnerAnswer = {
  ok: boolean
  status: number
  headers: Headers
  body: unknown
  /** What went wrong, in a sentence for the activity log and the screen (empty when ok). */
  problem: string
}

export type PartnerCall = {
  method?: string
  headers?: Record<string, string>
  body?: unknown
  /** Safe to repeat after a 5xx or a dropped connection (reads, absolute sets, deduplicated events). */
  idempotent?: boolean
}

/** How long one request may take: partners answer in well under a second; 15 s covers a slow day. */
const TIMEOUT_MS = 15_000
/** Tries per call: enough to ride out a full Shopify bucket (Retry-After 2.0) twice. */
const ATTEMPTS = 3
/** The longest Retry-After we honour inside a request; longer, and the sync stops and says so. */
const MAX_WAIT_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Seconds of a Retry-After header (a number, possibly "2.0"), as milliseconds; a default when absent. */
export function retryAfterMs(value: string | null, fallbackMs = 1_000): number {
  const seconds = Number(value)
  return value !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : fallbackMs
}

export async function callPartner(url: string, call: PartnerCall = {}): Promise<PartnerAnswer> {
  let last: PartnerAnswer = { ok: false, status: 0, headers: new Headers(), body: null, problem: '' }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetch(url, {
        method: call.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      })
      const text = await response.text()
      let body: unknown = text
      try {
        body = text === '' ? null : JSON.parse(text)
      } catch {
        // A partner may answer with text or HTML (Shippit's blank 400): keep it as text.
      }
      last = {
        ok: response.ok,
        status: response.status,
        headers: response.headers,
        body,
        problem: response.ok ? '' : problemOf(response.status, body),
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'))
        if (wait > MAX_WAIT_MS || attempt === ATTEMPTS) return last
        await sleep(wait)
        continue
      }
      if (response.status >= 500 && call.idempotent && attempt < ATTEMPTS) {
        await sleep(250 * attempt)
        continue
      }
      return last
    } catch (error) {
      last = {
        ok: false,
        status: 0,
        headers: new Headers(),
        body: null,
        problem: `Could not reach ${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`,
      }
      if (!call.idempotent || attempt === ATTEMPTS) return last
      await sleep(250 * attempt)
    }
  }
  return last
}

/** A partner's error body as one sentence: Shopify `errors`, Shippit `error_description`, JSON:API, PrintNode. */
export function problemOf(status: number, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>
  let detail = ''
  if (Array.isArray(b.errors)) {
    const first = b.errors[0] as Record<string, unknown> | string | undefined
    detail = typeof first === 'string' ? first : String(first?.detail ?? first?.title ?? '')
  } else if (typeof b.errors === 'string') detail = b.errors
  else if (b.errors && typeof b.errors === 'object')
    detail = Object.entries(b.errors as Record<string, unknown>)
      .map(
        ([field, messages]) => `${field} ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
      )
      .join('; ')
  else if (typeof b.error_description === 'string') detail = b.error_description
  else if (typeof b.message === 'string') detail = b.message
  const statusText: Record<number, string> = {
    400: 'The partner refused the request',
    401: 'The partner did not accept the credentials',
    403: 'The partner did not accept the credentials',
    404: 'The partner does not know this record',
    410: 'The partner no longer serves this API version',
    422: 'The partner refused the data',
    429: 'The partner asked us to slow down; try again in a minute',
  }
  const head = statusText[status] ?? `The partner answered ${status}`
  return detail ? `${head}: ${detail.slice(0, 300)}` : head
}
