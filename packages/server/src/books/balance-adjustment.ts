import { balanceAdjustmentPosting } from '@pos/core'
import type { Transaction } from 'kysely'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'
import { reasonOfKind } from '../reasons/reason-of-kind.ts'
import { postEvent } from './event-journal.ts'

/** The balances the back office adjusts by hand: their reason kind, what the books call them, their liability. */
const BALANCES = {
  store_credit: { label: 'Store credit', liability: 'store_credit' },
  gift_card: { label: 'Gift card', liability: 'gift_cards' },
} as const

/**
 * A back-office adjustment of a customer's store credit or a gift card, inside the caller's transaction: the
 * reason must be the company's and of the balance's kind (else `reasonNeeded` is refused); `move` changes the
 * balance, told the reason's name, and gives the balance after it; the liability then moves against Discounts
 * Given [GL4].
 */
export async function adjustBalance(
  trx: Transaction<Database>,
  companyId: number,
  adjustment: { kind: keyof typeof BALANCES; reasonId: number; amount: number; reasonNeeded: string },
  move: (reasonName: string) => Promise<number>,
): Promise<number> {
  const reason = await reasonOfKind(trx, companyId, adjustment.kind, adjustment.reasonId)
  if (!reason) throw new Refusal(adjustment.reasonNeeded)
  const balance = await move(reason.name)
  const { label, liability } = BALANCES[adjustment.kind]
  await postEvent(
    trx,
    companyId,
    {
      narration: `${label} adjusted: ${reason.name}`,
      sourceKind: `${adjustment.kind}_adjustment`,
      sourceId: null,
    },
    balanceAdjustmentPosting(liability, adjustment.amount),
  )
  return balance
}
