// Every screen under the server's security headers (issue 17): each route of the web app's route tree
// (packages/web/src/routeTree.gen.ts, so a screen added later is visited too) is loaded signed in, and must
// cause 0 Content-Security-Policy violations (the page's, its workers' and the service worker's) and 0 serious
// or critical accessibility violations by axe-core (run through Playwright, which is not subject to the CSP).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { registerCompany } from './pages.ts'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const routeTree = readFileSync(join(import.meta.dirname, '../../packages/web/src/routeTree.gen.ts'), 'utf8')

/** The full paths of the route tree, with a value for each parameter (a missing record shows its own state). */
function screens(): string[] {
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? ''
  const paths = [...block.matchAll(/'([^']+)':/g)].map((match) => match[1]!)
  const filled = paths
    .filter((path) => path !== '/sessions/sign-out')
    .map((path) => path.replace(/\$kind/g, 'discount').replace(/\$[a-z]+/g, '1'))
  return [...new Set(filled)]
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run()
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'every screen (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('should find the screens in the route tree', () => {
    expect(screens().length).toBeGreaterThanOrEqual(40)
  })

  it('should load every screen with 0 CSP violations and 0 serious or critical axe violations', async () => {
    const { context, page } = await harness.newPage()
    const csp: string[] = []
    const onConsole = (where: string) => (message: { text(): string }) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(`${where}: ${message.text()}`)
    }
    page.on('console', onConsole(page.url()))
    page.on('worker', (worker) => worker.on('console', onConsole(`worker ${worker.url()}`)))
    context.on('serviceworker', (worker) => worker.on('console', onConsole(`service worker ${worker.url()}`)))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`)
      })
    })
    await registerCompany(harness, page)
    const accessibility: string[] = []
    for (const path of screens()) {
      await page.goto(path)
      // Screens that keep a request open (the register's sync, its realtime channel) never go idle: then the
      // screen is audited as it stands once its first heading shows.
      // The heading's limit is for a screen that never shows (a hang), not for a busy machine (10 s was not).
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(async () => {
        await page
          .getByRole('heading')
          .first()
          .waitFor({ timeout: 60_000 })
          .catch((error: Error) => {
            throw new Error(`${path} showed no heading: ${error.message}`)
          })
      })
      for (const violation of await axeViolations(page)) {
        const where = violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3)
        accessibility.push(
          `${path}: ${violation.impact} ${violation.id} (${violation.help}) at ${where.join(' ')}`,
        )
      }
    }
    expect(csp).toEqual([])
    expect(accessibility).toEqual([])
  }, 1_200_000)
})
