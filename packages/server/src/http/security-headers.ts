import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * The Content-Security-Policy the built web app runs under (reliability.md 8, checklist 24): scripts, workers
 * (the service worker, the sync and catalog workers) and the manifest only from this origin, no inline script;
 * styles may be inline (the toasts insert a <style>, components set style attributes). connect-src allows
 * any http(s) address besides this origin because the register posts ePOS-Print XML to the Epson printer at
 * whatever address (and port) the shop gives it (docs/device-protocols.md); WebSockets stay on this origin.
 */
const POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self' http: https:",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
}

/** The media player page is shown inside the shop's own pages, so it may be framed by this origin. */
const FRAMED_BY_SELF = /^\/media-player(\/|$)/

/**
 * The register's custom-script sandbox (web `custom-script-sandbox.worker.ts`) gets a policy of its own with its
 * file: nothing from the network, scripts only from the blob: URLs it makes of the scripts it is given, no eval.
 * A browser that gives a dedicated worker the policy of its own response applies it; Chromium 156 (Debian) keeps
 * the page's policy for the worker, which still refuses scripts from other origins (measured by the e2e test).
 */
const SANDBOX_WORKER = /^\/assets\/custom-script-sandbox\.worker-[\w-]+\.js$/
const SANDBOX_POLICY: Record<string, string> = {
  'default-src': "'none'",
  'script-src': 'blob:',
  'connect-src': "'none'",
  'worker-src': "'none'",
  'base-uri': "'none'",
}

function headerValue(policy: Record<string, string>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources}`)
    .join('; ')
}

/** The three policies as header values, written once (every response carries one). */
const HEADER = {
  sandbox: headerValue(SANDBOX_POLICY),
  framed: headerValue({ ...POLICY, 'frame-ancestors': "'self'" }),
  page: headerValue(POLICY),
}

export function contentSecurityPolicy(path: string): string {
  return SANDBOX_WORKER.test(path) ? HEADER.sandbox : FRAMED_BY_SELF.test(path) ? HEADER.framed : HEADER.page
}

/** Nothing a register or back office needs from the browser's powerful features. */
const PERMISSIONS =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()'
/**
 * Cross-origin isolation: no other origin's window shares the page's process, and the page loads nothing from
 * another origin that did not agree to it (the CSP above allows none anyway; the printer is reached with CORS).
 * Isolated, the register can share memory with its sync worker (sync-worker `ScanBoard`): a scan answered there
 * is read in the Enter's own task instead of after the next frame.
 */
const OPENER_POLICY = 'same-origin'
const EMBEDDER_POLICY = 'require-corp'
/** Two years, subdomains too (hstspreload.org's minimum is one year). */
const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Security headers on every response (issue 17): CSP, nosniff, Referrer-Policy, Permissions-Policy, cross-origin
 * isolation (COOP and COEP), HSTS over https (clientAddress decides what https means behind a proxy), and
 * `no-store` on signed-in API answers so that no shared cache or back button keeps a company's data.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    await next()
    const headers = c.res.headers
    headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path))
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'same-origin')
    headers.set('Permissions-Policy', PERMISSIONS)
    headers.set('Cross-Origin-Opener-Policy', OPENER_POLICY)
    headers.set('Cross-Origin-Embedder-Policy', EMBEDDER_POLICY)
    if (c.get('https')) headers.set('Strict-Transport-Security', HSTS)
    if (c.req.path.startsWith('/api/') && (c.get('principal') || headers.has('set-cookie'))) {
      headers.set('Cache-Control', 'no-store')
    }
  }
}
