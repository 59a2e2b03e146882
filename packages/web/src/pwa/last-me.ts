import type { Me } from '../api/types.ts'
import { LAST_ME_KEY } from './constants.ts'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * The last user and company the server said were signed in, kept in this browser so that a register
 * started with no connection opens signed in (spec 9: the register sells offline). The server stays the
 * authority: a 401 or a sign-out forgets it.
 */
export function rememberMe(me: Me, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(LAST_ME_KEY, JSON.stringify(me))
  } catch {
    // Storage full or refused: offline start-up will show the sign-in page, nothing else breaks.
  }
}

export function rememberedMe(store: StorageLike | null = storage()): Me | null {
  const text = store?.getItem(LAST_ME_KEY)
  if (!text) return null
  try {
    const me = JSON.parse(text) as Me
    return me && typeof me === 'object' && me.user && me.company ? me : null
  } catch {
    return null
  }
}

export function forgetLastMe(store: StorageLike | null = storage()): void {
  store?.removeItem(LAST_ME_KEY)
}
