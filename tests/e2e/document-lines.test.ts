// The shared lines editor in Chromium: the lines of a purchase order, a bill and an invoice fit the window at 1280,
// 1100 and 768 px (a tablet upright: no sideways scrolling, every cell on screen), and a line moves down and back.
// DOCUMENT_LINES_SCREENSHOTS=<dir> saves each screen at each width.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, registerCompany } from './pages.ts'

const shotsDir = process.env.DOCUMENT_LINES_SCREENSHOTS
const WIDTHS = [1280, 1100, 768] as const

/** Each screen's path and how two of its lines are typed (labels as the screen names its columns). */
const SCREENS = [
  {
    name: 'purchase-order',
    path: '/accounts/purchase-order/new',
    fill: async (page: Page, line: number) => {
      await page.getByLabel(`SKU ${line}`).fill(`TEE-${line}`)
      await page.getByLabel(`Description ${line}`).fill('Summer tee, navy, size 12')
      await page.getByLabel(`Qty ${line}`).fill('12')
      await page.getByLabel(`Unit Cost (ex GST) ${line}`).fill('4.50')
      await chooseOption(page, `Tax Rate ${line}`, 'GST on Expenses')
    },
  },
  {
    name: 'bill',
    path: '/accounts/bills-to-pay/new',
    fill: async (page: Page, line: number) => {
      await page.getByLabel(`Description ${line}`).fill('Summer tee, navy, size 12')
      await chooseOption(page, `Tax Rate ${line}`, 'GST on Expenses')
      await page.getByLabel(`Qty ${line}`).fill('12')
      await page.getByLabel(`Unit Price ${line}`).fill('4.50')
    },
  },
  {
    name: 'invoice',
    path: '/accounts/invoices/new',
    fill: async (page: Page, line: number) => {
      await page.getByLabel(`Description ${line}`).fill('Shop fit-out, second stage')
      await chooseOption(page, `Tax Rate ${line}`, 'GST on Income')
      await page.getByLabel(`Quantity ${line}`).fill('2')
      await page.getByLabel(`Unit Price ${line}`).fill('55')
    },
  },
] as const

/** How far the lines stick out of their card and the page out of the window, in px (0 when they fit). */
function overflow(page: Page) {
  return page.locator('.document-lines').evaluate((card) => {
    const viewport = card.querySelector('.rt-ScrollAreaViewport') ?? card
    const cardRight = card.getBoundingClientRect().right
    const cells = Array.from(card.querySelectorAll('tbody td'), (cell) => cell.getBoundingClientRect().right)
    return {
      scroll: viewport.scrollWidth - viewport.clientWidth,
      cells: Math.max(0, ...cells.map((right) => right - cardRight)),
      page: document.documentElement.scrollWidth - window.innerWidth,
    }
  })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'document lines (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('fits a purchase order’s, a bill’s and an invoice’s lines at 1280, 1100 and 768 px', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(screen.path)
      await screen.fill(page, 1)
      await page.getByRole('button', { name: /^Add line$/i }).click()
      await screen.fill(page, 2)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.getByLabel('Description 2').waitFor()
        if (shotsDir)
          await page.screenshot({ path: join(shotsDir, `${screen.name}-${width}.png`), fullPage: true })
        await expect.poll(() => overflow(page), { timeout: 5000 }).toEqual({ scroll: 0, cells: 0, page: 0 })
      }
    }
  }, 300_000)

  it('moves a line down and back up, its amount with it', async () => {
    const { page } = await harness.newPage({ width: 768, height: 900 })
    await registerCompany(harness, page)
    await page.goto('/accounts/purchase-order/new')
    await page.getByLabel('SKU 1').fill('CAP')
    await page.getByLabel('Qty 1').fill('2')
    await page.getByLabel('Unit Cost (ex GST) 1').fill('3.00')
    await page.getByRole('button', { name: 'Add Line' }).click()
    await page.getByLabel('SKU 2').fill('MUG')
    await page.getByRole('button', { name: 'Move line down 1' }).click()
    expect(await page.getByLabel('SKU 1').inputValue()).toBe('MUG')
    expect(await page.getByLabel('Qty 2').inputValue()).toBe('2')
    expect(await page.getByRole('button', { name: 'Move line down 2' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Move line up 2' }).click()
    expect(await page.getByLabel('SKU 1').inputValue()).toBe('CAP')
    await page.getByTestId('order-subtotal').filter({ hasText: '$6.00' }).waitFor()
  }, 120_000)
})
