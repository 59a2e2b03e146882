import { defaultPaymentMethods } from '@pos/core'
import type { Kysely, Transaction } from 'kysely'
import { setClearingAccounts } from '../books/default-books.ts'
import type { Database } from '../db/schema.ts'

/** Gives a new company core's default payment methods (spec 7; core PM1). Call inside its creation. */
export async function createDefaultPaymentMethods(
  trx: Transaction<Database> | Kysely<Database>,
  companyId: number,
  currency: string,
): Promise<void> {
  await trx
    .insertInto('payment_methods')
    .values(
      defaultPaymentMethods(currency).map((method) => ({
        company_id: companyId,
        name: method.name,
        system_type: method.system_type,
        metadata: JSON.stringify(method.metadata),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
  await setClearingAccounts(trx, companyId)
}
