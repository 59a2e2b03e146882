import { DEFAULT_AU_CHART, TAX_TYPE_KEYS, TAX_TYPES } from '@pos/core'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Gives a company the default tax rates and AU chart of accounts (core DEFAULT_AU_CHART), then points its
 * payment methods at their clearing accounts by processor (cash to Cash on Hand, card terminals to Card
 * Clearing, gift cards, store credit and loyalty to their accounts, the rounding method to Rounding). Call
 * inside the company's creation; does nothing twice.
 */
export async function createDefaultBooks(
  trx: Transaction<Database> | Kysely<Database>,
  companyId: number,
): Promise<void> {
  const rates = await trx
    .insertInto('tax_rates')
    .values(
      TAX_TYPE_KEYS.map((type) => ({
        company_id: companyId,
        name: TAX_TYPES[type].name,
        tax_type: type,
        percent: TAX_TYPES[type].percent,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'tax_type'])
    .execute()
  const rateOf = new Map(rates.map((rate) => [rate.tax_type, rate.id]))
  if (rates.length > 0)
    await trx
      .insertInto('accounts')
      .values(
        DEFAULT_AU_CHART.map((account) => ({
          company_id: companyId,
          code: account.code,
          name: account.name,
          type: account.type,
          role: account.role ?? null,
          tax_rate_id: rateOf.get(account.taxType) ?? null,
          cost_of_sales: account.costOfSales ?? false,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
  await setClearingAccounts(trx, companyId)
}

/** Payment methods with no clearing account get the one their processor clears to. */
export async function setClearingAccounts(trx: Transaction<Database> | Kysely<Database>, companyId: number) {
  await sql`
    UPDATE payment_methods m SET clearing_account_id = a.id
    FROM accounts a
    WHERE m.company_id = ${companyId} AND m.clearing_account_id IS NULL AND a.company_id = m.company_id
      AND a.role = CASE
        WHEN m.system_type = 'rounding' THEN 'rounding'
        ELSE CASE m.metadata -> 'pos' -> 'payment_processor' ->> 'value'
          WHEN 'cash' THEN 'cash'
          WHEN 'linkly' THEN 'card_clearing'
          WHEN 'adyen' THEN 'card_clearing'
          WHEN 'adyen_tap' THEN 'card_clearing'
          WHEN 'gift_card' THEN 'gift_cards'
          WHEN 'store_credit' THEN 'store_credit'
          WHEN 'loyalty' THEN 'loyalty'
          ELSE 'undeposited'
        END
      END`.execute(trx)
}
