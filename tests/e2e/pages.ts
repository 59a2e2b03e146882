// Page models: what a user does on each screen, by role and label, so tests read as intents.
import type { Page } from 'playwright-core'
import type { Harness } from './harness.ts'

let counter = 0

/** A new address per call, so tests never collide on one database. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`
}

export type Owner = { email: string; firstName: string; companyName: string }

/** Registers a company through /sessions/create-company and lands on the dashboard. */
export async function registerCompany(
  harness: Harness,
  page: Page,
  owner: Partial<Owner> = {},
): Promise<Owner> {
  const details: Owner = {
    email: owner.email ?? uniqueEmail(),
    firstName: owner.firstName ?? 'Ada',
    companyName: owner.companyName ?? 'Corner Store',
  }
  await page.goto('/sessions/create-company')
  await page.getByLabel('Company name').fill(details.companyName)
  await page.getByLabel('First name').fill(details.firstName)
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(details.email)
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/sessions/register'))
  await page.getByRole('button', { name: 'Continue' }).click()
  await registered
  const code = await harness.nextCode(details.email)
  await page.getByLabel('One-time code').fill(code)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL('**/dashboard')
  return details
}

/** Signs in from the sign-in page (already open) with a freshly emailed code. */
export async function signIn(harness: Harness, page: Page, email: string): Promise<void> {
  const seen = (await harness.outbox()).filter((m) => m.to === email).map((m) => m.text)
  const codesBefore = seen.flatMap((text) => /\b(\d{6})\b/.exec(text)?.[1] ?? [])
  await page.getByLabel('Email').fill(email)
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/sessions/sign-in'))
  await page.getByRole('button', { name: 'Send code' }).click()
  await sent
  const code = await harness.nextCode(email, codesBefore)
  await page.getByLabel('One-time code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign Out' }).click()
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
}

/** Clicks an item of the side menu, opening its group first when it has one. */
export async function openMenuItem(page: Page, name: string, group?: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  if (group) {
    const toggle = menu.getByRole('button', { name: group })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  await menu.getByRole('link', { name, exact: true }).click()
}

/** Picks an option of a Radix select by the select's label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A toast of the given kind (sonner's data-type: error, success, warning, info) with that text. */
export function toast(page: Page, type: 'error' | 'success' | 'warning' | 'info', text: string) {
  return page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text })
}
