import { expect } from 'vitest'
import { onHandFromLedger, storedOnHand } from '../inventory/rebuild.ts'
import type { TestApp } from './test-app.ts'

/** Stock on hand as stored equals the ledger folded by core, for every item and warehouse of the company. */
export async function expectOnHandMatchesLedger(t: TestApp, companyId: number): Promise<void> {
  const rebuilt = await onHandFromLedger(t.database.db, companyId)
  const stored = await storedOnHand(t.database.db, companyId)
  for (const [key, value] of stored) if (!rebuilt.has(key)) expect(value.quantity).toBe(0)
  for (const [key, value] of rebuilt) expect(stored.get(key)).toEqual(value)
}
