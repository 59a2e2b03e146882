import { cachesToSync, holds, type PageRight, type RegisterCache } from '@pos/core'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

/** True when the caller's group syncs `cache` on a register or the caller may view the area `right`. */
export function mayRead(c: Context<AppEnv>, cache: RegisterCache | null, right: PageRight): boolean {
  const principal = c.get('principal')
  if (!principal) return false
  if (holds(principal.rights.areas, right, 'view')) return true
  return cache !== null && principal.kind === 'user' && cachesToSync(principal.rights).includes(cache)
}
