import { refusal, supplierResource } from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

/** Suppliers: a tax rate must be the company's. */
export const supplierMount = resourceMount(supplierResource, {
  beforeWrite: async (ctx, values) => {
    const rate = values.tax_rate_id
    if (rate === null || rate === undefined) return values
    const found = await ctx.trx
      .selectFrom('tax_rates')
      .select('id')
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', Number(rate))
      .executeTakeFirst()
    return found ? values : refusal('invalid', 'Choose a tax rate of this company', 'tax_rate_id')
  },
})
