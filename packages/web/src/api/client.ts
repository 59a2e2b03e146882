import { t } from '../i18n/index.ts'
import { showToast, toastColour } from './toast.ts'

/**
 * The one way the web app talks to the server: JSON under /api with the session cookie. Every answer goes
 * through the error contract of spec 7 and 8 before the caller sees it:
 * - 400 with `{error}`: that text as a danger toast;
 * - 500 or no answer: the 'Error connecting to server' danger toast;
 * - `flash_msg` (+ `flash_colour`): a toast for 4 s in that colour;
 * - `redirect`: in-app navigation; `redirect_window`: a full page load.
 * Failures then reject with an ApiError, which screens may catch to stop a spinner (the user already saw why).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Navigator = {
  /** In-app navigation (the router). */
  navigate: (to: string) => void
  /** Called when a request other than the session check answers 401: the session has ended. */
  signedOut: () => void
}

let navigator: Navigator = {
  navigate: (to) => window.location.assign(to),
  signedOut: () => {},
}

/** The router registers itself here at start-up, so `redirect` stays inside the app. */
export function setApiNavigator(next: Navigator): void {
  navigator = next
}

export type RequestOptions = {
  /** Query parameters; undefined, null and '' are left out, arrays are joined with commas. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
  /** Don't toast failures (for checks whose failure is an answer, like GET /api/sessions/me). */
  quiet?: boolean
  signal?: AbortSignal
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api/${path.replace(/^\//, '')}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

type Contract = {
  error?: unknown
  flash_msg?: unknown
  flash_colour?: unknown
  redirect?: unknown
  redirect_window?: unknown
}

function applyContract(body: Contract, quiet: boolean): void {
  if (!quiet && typeof body.flash_msg === 'string' && body.flash_msg) {
    showToast(
      body.flash_msg,
      toastColour(typeof body.flash_colour === 'string' ? body.flash_colour : undefined),
    )
  }
  if (typeof body.redirect_window === 'string' && body.redirect_window) {
    window.location.assign(body.redirect_window)
  } else if (typeof body.redirect === 'string' && body.redirect) {
    navigator.navigate(body.redirect)
  }
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const quiet = options.quiet ?? false
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } }
  if (options.signal) init.signal = options.signal
  // The server refuses a state change that isn't JSON (its CSRF guard), DELETE included.
  if (method !== 'GET') {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' }
    init.body = JSON.stringify(body ?? {})
  }
  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query), init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    if (!quiet) showToast(t('error.connection'), 'danger')
    throw new ApiError(t('error.connection'), 0, null)
  }
  const text = await response.text()
  let parsed: unknown = null
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = null
    }
  }
  const contract: Contract = parsed && typeof parsed === 'object' ? (parsed as Contract) : {}
  applyContract(contract, quiet)
  if (response.ok) return parsed as T

  if (response.status === 401 && !quiet) navigator.signedOut()
  const serverText = typeof contract.error === 'string' && contract.error ? contract.error : undefined
  const message = response.status >= 500 ? t('error.connection') : (serverText ?? t('error.unexpected'))
  // A flash message already told the user what happened; don't stack a second toast on it.
  if (!quiet && typeof contract.flash_msg !== 'string' && response.status !== 401)
    showToast(message, 'danger')
  throw new ApiError(message, response.status, parsed)
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
}
