import { apiUserResource, GRANT_REFUSED, refusal } from '@pos/core'
import { randomSecret, sha256Hex } from '../auth/secrets.ts'
import type { WriteContext } from '../resource/mount.ts'
import { resourceMount } from '../resource/mount.ts'
import { mayGrant } from './grants.ts'

/** A new bearer token: 256 random bits; only its SHA-256 is stored, so it is shown exactly once. */
function newToken(ctx: WriteContext): string {
  const token = `pos_${randomSecret(32)}`
  ctx.extra.token = token
  return sha256Hex(token)
}

/**
 * API users mounted from their declaration, behind `admin.api_users`: nobody gives rights they lack, and the
 * token is made by the create and by `regenerate` and answered beside the record, once.
 */
export const apiUserMount = resourceMount(apiUserResource, {
  async beforeWrite(ctx, values, current) {
    if (!mayGrant(ctx.principal, values.rights, current?.rights)) return refusal('forbidden', GRANT_REFUSED)
    return current ? values : { ...values, token_hash: newToken(ctx) }
  },
  actions: {
    regenerate: async (ctx) => ({ token_hash: newToken(ctx) }),
  },
})
