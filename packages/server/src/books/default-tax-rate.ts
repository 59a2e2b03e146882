import { type Refusal, refusal } from '@pos/core'
import type { WriteContext } from '../resource/mount.ts'

/**
 * A resource's write hook for a record with a default tax rate (an account, a supplier): a `tax_rate_id` it
 * names must be the company's, else the write is refused on that field; none named is fine.
 */
export async function withCompanyTaxRate(
  ctx: WriteContext,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | Refusal> {
  const rate = values.tax_rate_id
  if (rate === null || rate === undefined) return values
  const found = await ctx.trx
    .selectFrom('tax_rates')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', Number(rate))
    .executeTakeFirst()
  return found ? values : refusal('invalid', 'Choose a tax rate of this company', 'tax_rate_id')
}
