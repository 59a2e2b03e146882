import { GRANT_REFUSED, GROUP_IN_USE, GROUP_NAME_TAKEN, groupResource, refusal } from '@pos/core'
import { countAdministrators, LAST_ADMINISTRATOR, lockCompany } from '../db/admin-invariants.ts'
import { resourceMount } from '../resource/mount.ts'
import { mayGrant } from './grants.ts'

export { GROUP_IN_USE, GROUP_NAME_TAKEN }

/**
 * Security groups (spec 6) mounted from their declaration, behind `admin.groups`: nobody gives a group a right
 * (an action in an area) they do not hold themselves, a company keeps an administrator, and a group with users stays.
 */
export const groupMount = resourceMount(groupResource, {
  computed: ['user_count'],
  async decorate({ db }, rows) {
    const ids = rows.map((row) => row.id as number)
    if (ids.length === 0) return rows
    const counts = await db
      .selectFrom('users')
      .select(['group_id', (eb) => eb.fn.countAll().as('n')])
      .where('group_id', 'in', ids)
      .groupBy('group_id')
      .execute()
    const byGroup = new Map(counts.map((row) => [row.group_id as number, Number(row.n)]))
    return rows.map((row) => ({ ...row, user_count: byGroup.get(row.id as number) ?? 0 }))
  },
  async beforeWrite(ctx, values, current) {
    await lockCompany(ctx.trx, ctx.companyId)
    return mayGrant(ctx.principal, values.rights, current?.rights)
      ? values
      : refusal('forbidden', GRANT_REFUSED)
  },
  async afterWrite(ctx) {
    return (await countAdministrators(ctx.trx, ctx.companyId)) === 0
      ? refusal('last_administrator', LAST_ADMINISTRATOR)
      : undefined
  },
  async beforeRemove(ctx, row) {
    const users = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('group_id', '=', row.id as number)
      .limit(1)
      .execute()
    return users.length > 0 ? refusal('in_use', GROUP_IN_USE) : undefined
  },
})
