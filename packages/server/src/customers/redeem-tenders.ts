import {
  AU_TAX,
  type BalanceProcessor,
  checkRedemption,
  computeTotals,
  err,
  type GiftCard,
  isBalancePayment,
  minor,
  ok,
  type RedemptionVerdict,
  type Result,
  type Sale,
  TENDER_ERRORS,
  type TenderCustomer,
} from '@pos/core'
import type { Kysely, Transaction } from 'kysely'
import type { Principal } from '../app-env.ts'
import type { Database } from '../db/schema.ts'
import { lockGiftCard, moveGiftCard } from '../gift-cards/balance.ts'
import { loadProgram } from '../loyalty/program.ts'
import { lockCustomer, movePoints, moveStoreCredit } from './balances.ts'

export type RedeemOptions = {
  now: Date
  /**
   * The sale was made while the register was offline and arrives after the fact: the customer has left with
   * the goods, so an overdraw is kept (what the balance allows moves) and flagged for review. A live sale
   * with an overdraw is refused instead and nothing moves.
   */
  offline: boolean
  /** The sale's total in cents; by default core's computeTotals with Australian tax settings. */
  total?: number
  principal?: Principal | null
}

/** What happened to one balance payment of the sale. */
export type Redemption = {
  index: number
  processor: BalanceProcessor
  requested: number
  taken: number
  points: number
  shortfall: number
  /** A review flag was recorded for the shortfall (offline sales only). */
  flagged: boolean
}

export type RedeemOutcome = { redemptions: Redemption[]; flags: number; replayed: boolean }
export type RedeemRefusal = { index: number; processor: BalanceProcessor; message: string }

type Planned = { index: number; verdict: RedemptionVerdict; serial: string | null }

async function alreadyRedeemed(
  trx: Transaction<Database>,
  companyId: number,
  saleRef: string,
): Promise<boolean> {
  for (const table of [
    'gift_card_transactions',
    'store_credit_transactions',
    'loyalty_transactions',
    'review_flags',
  ] as const) {
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', companyId)
      .where('sale_ref', '=', saleRef)
      .limit(1)
      .executeTakeFirst()
    if (row) return true
  }
  return false
}

/**
 * Moves the store credit, gift card and loyalty balances a posted sale pays with, inside the sale's own
 * transaction `trx` (spec 5; core customers-admin RED1-RED3). Every balance is locked (customer first, then
 * cards in serial order, so two sales never deadlock) and every payment is re-checked with core's tender
 * rule against what the server holds. A live sale that asks more than a balance allows is refused with the
 * tender's message before anything is written; an offline one moves what the balances allow and records a
 * review flag for each shortfall. A sale whose redemptions are already recorded (a replay) moves nothing.
 */
export async function redeemTenders(
  trx: Transaction<Database>,
  companyId: number,
  sale: Sale,
  options: RedeemOptions,
): Promise<Result<RedeemOutcome, RedeemRefusal>> {
  const payments = sale.payments.flatMap((payment, index) =>
    isBalancePayment(payment) ? [{ payment, index }] : [],
  )
  if (payments.length === 0) return ok({ redemptions: [], flags: 0, replayed: false })
  if (await alreadyRedeemed(trx, companyId, sale.id)) return ok({ redemptions: [], flags: 0, replayed: true })

  const customerId =
    sale.customer_id !== null && /^\d{1,9}$/.test(sale.customer_id) ? Number(sale.customer_id) : null
  const customerRow = customerId === null ? undefined : await lockCustomer(trx, companyId, customerId)
  const customer: TenderCustomer | null = customerRow
    ? {
        id: String(customerRow.id),
        loyalty_points: customerRow.loyalty_points,
        credit_balance: minor(customerRow.credit_balance),
      }
    : null
  const serials = [
    ...new Set(
      payments.flatMap(({ payment }) =>
        payment.processor === 'gift_card' ? [(payment.serial_number ?? '').trim()] : [],
      ),
    ),
  ].sort()
  const cards = new Map<string, GiftCard & { id: number }>()
  for (const serial of serials) {
    const card = serial === '' ? undefined : await lockGiftCard(trx, companyId, serial)
    if (card) cards.set(serial, { ...card, current_amount: minor(card.current_amount) })
  }
  const pointValue = payments.some(({ payment }) => payment.processor === 'loyalty')
    ? (await loadProgram(trx, companyId)).point_value
    : 0
  const total = minor(options.total ?? computeTotals(sale, AU_TAX).total)

  // Decide every payment before writing anything: a refusal then leaves the transaction untouched.
  const planned: Planned[] = []
  for (const { payment, index } of payments) {
    const serial = payment.processor === 'gift_card' ? (payment.serial_number ?? '').trim() : null
    const verdict = checkRedemption({
      sale,
      total,
      index,
      customer,
      giftCard: serial === null ? null : (cards.get(serial) ?? null),
      pointValue,
      now: options.now,
    })
    if (verdict.shortfall !== 0 && !options.offline) {
      const message =
        verdict.error?.message ??
        (verdict.processor === 'loyalty'
          ? TENDER_ERRORS.INSUFFICIENT_POINTS
          : TENDER_ERRORS.INSUFFICIENT_FUNDS)
      return err({ index, processor: verdict.processor, message })
    }
    planned.push({ index, verdict, serial })
  }

  const reference = sale.receipt_number
  const redemptions: Redemption[] = []
  let flags = 0
  for (const { index, verdict, serial } of planned) {
    const card = serial === null ? undefined : cards.get(serial)
    if (verdict.amount !== 0) {
      const description = verdict.amount > 0 ? `Sale ${reference}` : `Refund ${reference}`
      switch (verdict.processor) {
        case 'gift_card':
          if (!card) throw new Error('a gift card payment was allowed without its card')
          await moveGiftCard(trx, {
            companyId,
            giftCardId: card.id,
            amount: -verdict.amount,
            description,
            reasonId: null,
            saleRef: sale.id,
            principal: options.principal ?? null,
          })
          break
        case 'store_credit':
          if (!customer) throw new Error('a store credit payment was allowed without its customer')
          await moveStoreCredit(trx, {
            companyId,
            customerId: Number(customer.id),
            amount: -verdict.amount,
            description,
            reference,
            reasonId: null,
            saleRef: sale.id,
            principal: options.principal ?? null,
          })
          break
        case 'loyalty':
          if (!customer) throw new Error('a loyalty payment was allowed without its customer')
          await movePoints(trx, {
            companyId,
            customerId: Number(customer.id),
            points: -verdict.points,
            value: verdict.amount,
            description:
              verdict.amount > 0 ? `Points redeemed on ${reference}` : `Points returned on ${reference}`,
            reference,
            saleRef: sale.id,
            userId: options.principal?.kind === 'user' ? options.principal.userId : null,
          })
          break
      }
    }
    const flagged = verdict.shortfall !== 0
    if (flagged) {
      flags += 1
      await trx
        .insertInto('review_flags')
        .values({
          company_id: companyId,
          kind: verdict.processor,
          sale_ref: sale.id,
          receipt_number: reference,
          customer_id: customer ? Number(customer.id) : null,
          gift_card_id: card?.id ?? null,
          requested: verdict.requested,
          taken: verdict.amount,
          shortfall: verdict.shortfall,
          message:
            verdict.error?.message ?? 'The balance did not cover this payment when the offline sale arrived',
        })
        .execute()
    }
    redemptions.push({
      index,
      processor: verdict.processor,
      requested: verdict.requested,
      taken: verdict.amount,
      points: verdict.points,
      shortfall: verdict.shortfall,
      flagged,
    })
  }
  return ok({ redemptions, flags, replayed: false })
}

/**
 * The same, in a transaction of its own: the minimal internal call until the sale endpoint (register issue)
 * calls `redeemTenders` inside the sale's transaction. A refusal commits nothing.
 */
export async function redeemSaleTenders(
  db: Kysely<Database>,
  companyId: number,
  sale: Sale,
  options: RedeemOptions,
): Promise<Result<RedeemOutcome, RedeemRefusal>> {
  return db.transaction().execute((trx) => redeemTenders(trx, companyId, sale, options))
}
