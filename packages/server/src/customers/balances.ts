import { sql, type Transaction } from 'kysely'
import type { Principal } from '../app-env.ts'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'

export const CREDIT_BELOW_ZERO = 'Store credit cannot go below zero'
export const POINTS_BELOW_ZERO = 'Loyalty points cannot go below zero'

/** A customer's balances, read under the row's lock: nobody else can move them until this transaction ends. */
export async function lockCustomer(trx: Transaction<Database>, companyId: number, customerId: number) {
  const row = await trx
    .selectFrom('customers')
    .select(['id', 'loyalty', 'loyalty_points', 'credit_balance'])
    .where('company_id', '=', companyId)
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst()
  return row
    ? {
        id: row.id,
        loyalty: row.loyalty,
        loyalty_points: Number(row.loyalty_points),
        credit_balance: Number(row.credit_balance),
      }
    : undefined
}

/** Who made a change, for the transaction's record. */
export function actorOf(principal: Principal | null): { user_id: number | null; api_user_id: number | null } {
  if (!principal) return { user_id: null, api_user_id: null }
  return principal.kind === 'user'
    ? { user_id: principal.userId, api_user_id: null }
    : { user_id: null, api_user_id: principal.apiUserId }
}

export type CreditMove = {
  companyId: number
  customerId: number
  /** Signed cents: credit > 0, debit < 0. */
  amount: number
  description: string
  reference: string
  reasonId: number | null
  saleRef: string | null
  principal: Principal | null
}

/**
 * Records a store-credit transaction and moves the balance with it, in the caller's transaction (which must
 * hold the customer's lock). The balance is always the sum of the transactions; a move below zero is refused.
 */
export async function moveStoreCredit(trx: Transaction<Database>, move: CreditMove): Promise<number> {
  const updated = await trx
    .updateTable('customers')
    .set({ credit_balance: sql`credit_balance + ${move.amount}`, updated: sql`now()` })
    .where('company_id', '=', move.companyId)
    .where('id', '=', move.customerId)
    .where(sql<boolean>`credit_balance + ${move.amount} >= 0`)
    .returning('credit_balance')
    .executeTakeFirst()
  if (!updated) throw new Refusal(CREDIT_BELOW_ZERO)
  const { user_id, api_user_id } = actorOf(move.principal)
  await trx
    .insertInto('store_credit_transactions')
    .values({
      company_id: move.companyId,
      customer_id: move.customerId,
      amount: move.amount,
      description: move.description,
      reference: move.reference,
      reason_id: move.reasonId,
      sale_ref: move.saleRef,
      user_id,
      api_user_id,
    })
    .execute()
  return Number(updated.credit_balance)
}

export type PointsMove = {
  companyId: number
  customerId: number
  /** Signed whole points. */
  points: number
  /** Their value in cents (what a redemption paid), 0 for points earned. */
  value: number
  description: string
  reference: string
  saleRef: string | null
  userId: number | null
}

/** Records a loyalty-points transaction and moves the customer's points with it (never below zero). */
export async function movePoints(trx: Transaction<Database>, move: PointsMove): Promise<number> {
  const updated = await trx
    .updateTable('customers')
    .set({ loyalty_points: sql`loyalty_points + ${move.points}`, updated: sql`now()` })
    .where('company_id', '=', move.companyId)
    .where('id', '=', move.customerId)
    .where(sql<boolean>`loyalty_points + ${move.points} >= 0`)
    .returning('loyalty_points')
    .executeTakeFirst()
  if (!updated) throw new Refusal(POINTS_BELOW_ZERO)
  await trx
    .insertInto('loyalty_transactions')
    .values({
      company_id: move.companyId,
      customer_id: move.customerId,
      points: move.points,
      value: move.value,
      description: move.description,
      reference: move.reference,
      sale_ref: move.saleRef,
      user_id: move.userId,
    })
    .execute()
  return Number(updated.loyalty_points)
}
