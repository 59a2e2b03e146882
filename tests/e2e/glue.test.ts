// Glue end to end: a webhook job made in the job editor (a JavaScript step that refuses large orders, a sleep
// step added and moved above it), Run now showing each step's outcome, the job's webhook URL posted to, the failed
// run seen in Errors, retried (failed attempts count up) and deleted. GLUE_SCREENSHOTS=<dir> also writes the
// screens at 1280 and 768 px wide.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

const shots = process.env.GLUE_SCREENSHOTS

const mark = (label: string) =>
  process.env.GLUE_DEBUG && process.stderr.write(`${new Date().toISOString()} ${label}\n`)

async function screenshots(page: Page, name: string, bottom?: string) {
  if (!shots) return
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    // Two frames: the layout of the new width is painted before the picture is taken.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.screenshot({ path: join(shots, `glue-${name}-${width}.png`), animations: 'disabled' })
    if (bottom) {
      await page.getByTestId(bottom).scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(shots, `glue-${name}-${width}-bottom.png`), animations: 'disabled' })
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Reloads the errors screen until a row with `text` shows (the worker runs queued runs within a second or two). */
async function errorRow(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text })
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        return row.count()
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1)
  return row
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'glue (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('makes a webhook job in the editor, runs it, posts to its URL and retries the failed run from Errors', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    await registerCompany(harness, page, { companyName: 'Glue Goods' })

    mark('registered')
    await openMenuItem(page, 'Jobs', 'Glue')
    await page.getByRole('heading', { name: 'Jobs' }).waitFor()
    await page.getByRole('link', { name: 'New Job' }).click()
    await page.waitForURL('**/glue/jobs/new')
    await page.getByLabel('Name', { exact: true }).fill('Order intake')
    await page.getByLabel('Log category', { exact: true }).fill('orders')
    await expect.poll(() => page.getByText('Assigned when the job is saved.').count()).toBe(1)

    // A JavaScript step, then a sleep step moved above it.
    await chooseOption(page, 'Step type', 'JavaScript script')
    await page.getByRole('button', { name: 'Add step' }).click()
    await page.getByTestId('step-1').getByLabel('Step name').fill('Check total')
    await page
      .getByTestId('step-1')
      .getByLabel('Script')
      .fill("if (data.total > 100) throw new Error('Order too large: ' + data.total)\nreturn data.total * 2")
    await chooseOption(page, 'Step type', 'Sleep for X seconds')
    await page.getByRole('button', { name: 'Add step' }).click()
    await page.getByTestId('step-2').getByLabel('Step name').fill('Pause')
    await page.getByTestId('step-2').getByLabel('Seconds').fill('0')
    await page.getByTestId('step-2').getByRole('button', { name: 'Move up' }).click()
    await expect.poll(() => page.getByTestId('step-1').getByLabel('Step name').inputValue()).toBe('Pause')

    mark('saving')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/gluejobs.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await page.waitForURL('**/glue/jobs/edit/*')
    await toast(page, 'success', 'Job saved').waitFor()
    const url = await page.getByTestId('webhook-url').inputValue()
    expect(url).toMatch(/\/api\/glue\/hooks\/[A-Za-z0-9_-]+$/)

    mark('run now')
    // Run now with a small order: both steps run.
    await page.getByLabel('Test body').fill('{"total": 7}')
    await page.getByRole('button', { name: 'Run now' }).click()
    const log = page.getByTestId('run-log')
    await log.getByText('The run finished without errors.').waitFor()
    mark('ran')
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Returned 14' }).count()).toBe(1)
    await screenshots(page, 'editor', 'run-log')

    mark('posted')
    // A large order posted to the webhook URL fails and lands in Errors.
    const posted = await page.request.post(url, { data: { total: 500 } })
    expect(posted.status()).toBe(202)
    await openMenuItem(page, 'Errors', 'Glue')
    await page.getByRole('heading', { name: 'Errors' }).waitFor()
    const row = await errorRow(page, 'Order too large: 500')
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('Order intake')
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('1')
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('{"total":500}')
    await screenshots(page, 'errors')

    mark('retry')
    // Retry: the same post data fails again, and the failed attempts count up.
    await row.getByRole('button', { name: 'Retry' }).click()
    await toast(page, 'success', 'Queued to run again').waitFor()
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click()
          return row.getByRole('cell').nth(2).textContent()
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('2')

    mark('delete')
    // Delete it.
    await row.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No failed runs.').waitFor()

    await openMenuItem(page, 'Jobs', 'Glue')
    await page.getByRole('row').filter({ hasText: 'Order intake' }).waitFor()
    await screenshots(page, 'jobs')
    expect(problems).toEqual([])
  }, 240_000)
})
