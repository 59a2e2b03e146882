import { refusal, walletTemplateResource } from '@pos/core'
import { resourceMount } from '../resource/mount.ts'

const STORES_NOT_FOUND = 'Please choose stores of this company'

/**
 * Wallet pass templates (spec 2 /admin/wallet/templates, spec 3, 5) behind `admin.wallet`, mounted from their
 * declaration. Every body goes through core's rules (labels, details, types, at most 10 stores, the {points}
 * placeholder); the kind and name have columns, the pass's fields live in `data`; the stores must be this
 * company's.
 */
export const walletTemplateMount = resourceMount(walletTemplateResource, {
  packed: { column: 'data', columns: ['id', 'kind', 'name', 'created', 'updated'] },
  async beforeWrite(ctx, values) {
    const ids = (values.store_ids as number[] | undefined) ?? []
    if (ids.length === 0) return values
    const found = await ctx.db
      .selectFrom('stores')
      .select('id')
      .where('company_id', '=', ctx.companyId)
      .where('id', 'in', ids)
      .execute()
    return found.length === ids.length ? values : refusal('not_found', STORES_NOT_FOUND, 'store_ids')
  },
})
