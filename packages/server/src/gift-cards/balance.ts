import { GIFT_CARD_MESSAGES } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import type { Principal } from '../app-env.ts'
import { actorOf } from '../customers/balances.ts'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'

/** A gift card read under its row's lock: two registers redeeming it at once take turns here. */
export async function lockGiftCard(trx: Transaction<Database>, companyId: number, serial: string) {
  const row = await trx
    .selectFrom('gift_cards')
    .select(['id', 'serial', 'current_amount', 'expiration'])
    .where('company_id', '=', companyId)
    .where('serial', '=', serial)
    .forUpdate()
    .executeTakeFirst()
  return row
    ? {
        id: row.id,
        serial: row.serial,
        current_amount: Number(row.current_amount),
        expiration: row.expiration ? row.expiration.toISOString() : null,
      }
    : undefined
}

export type GiftCardMove = {
  companyId: number
  giftCardId: number
  /** Signed cents: added to the card (> 0) or taken from it (< 0). */
  amount: number
  description: string
  reasonId: number | null
  saleRef: string | null
  principal: Principal | null
}

/**
 * Records a gift card transaction (who, when, how much, why) and moves the balance with it, in the caller's
 * transaction (which holds the card's lock). The balance is the sum of the transactions and never below zero.
 */
export async function moveGiftCard(trx: Transaction<Database>, move: GiftCardMove): Promise<number> {
  const updated = await trx
    .updateTable('gift_cards')
    .set({ current_amount: sql`current_amount + ${move.amount}`, updated: sql`now()` })
    .where('company_id', '=', move.companyId)
    .where('id', '=', move.giftCardId)
    .where(sql<boolean>`current_amount + ${move.amount} >= 0`)
    .returning('current_amount')
    .executeTakeFirst()
  if (!updated) throw new Refusal(GIFT_CARD_MESSAGES.belowZero)
  const { user_id, api_user_id } = actorOf(move.principal)
  await trx
    .insertInto('gift_card_transactions')
    .values({
      company_id: move.companyId,
      gift_card_id: move.giftCardId,
      amount: move.amount,
      description: move.description,
      reason_id: move.reasonId,
      sale_ref: move.saleRef,
      user_id,
      api_user_id,
    })
    .execute()
  return Number(updated.current_amount)
}
