import { AccountAnswerSchema, holds, type PageRight, type RightAction, readGroupRights } from '@pos/core'
import { useSyncExternalStore } from 'react'
import { answers } from '../api/answers.ts'
import { ApiError } from '../api/client.ts'
import type { Me } from '../api/types.ts'
import { forgetLastMe, rememberedMe, rememberMe } from '../pwa/last-me.ts'

/**
 * The signed-in user, as GET /api/sessions/me answers it (401: signed out). Fetched once and kept until
 * sign-in, sign-out or a 401 from any call clears it; screens read it with `useMe()`.
 */
type State = { me: Me | null; checked: boolean }

let state: State = { me: null, checked: false }
let pending: Promise<Me | null> | null = null
/** The last signed-in user, so screens still mounted while a sign-out navigates away keep rendering. */
let lastMe: Me | null = null
const listeners = new Set<() => void>()

function set(next: State): void {
  state = next
  if (next.me) lastMe = next.me
  for (const listener of listeners) listener()
}

/** The current user, asking the server only when we haven't yet. */
export function ensureMe(): Promise<Me | null> {
  if (state.checked) return Promise.resolve(state.me)
  return refreshMe()
}

/** Asks the server who is signed in (after sign-in, or when rights may have changed). */
export function refreshMe(): Promise<Me | null> {
  pending ??= answers
    .get(AccountAnswerSchema, 'sessions/me', { quiet: true })
    .then(
      (me) => {
        set({ me, checked: true })
        rememberMe(me)
        return me
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          forgetLastMe()
          set({ me: null, checked: true })
          return null
        }
        // No connection (a register started offline): the last signed-in user and company go on selling
        // from the local database; the server decides again at the next check once it answers.
        const offline = error instanceof ApiError && error.status === 0 ? rememberedMe() : null
        if (offline) {
          set({ me: offline, checked: false })
          return offline
        }
        throw error
      },
    )
    .finally(() => {
      pending = null
    })
  return pending
}

export function clearMe(): void {
  forgetLastMe()
  set({ me: null, checked: true })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The signed-in user; only inside the signed-in layout, where it is always present. */
export function useMe(): Me {
  const me = useSyncExternalStore(subscribe, () => state.me) ?? lastMe
  if (!me) throw new Error('useMe() outside the signed-in layout')
  return me
}

export function useMaybeMe(): Me | null {
  return useSyncExternalStore(subscribe, () => state.me)
}

/**
 * What the signed-in user may do: `can(area, action)`, so a screen hides the edit, approve and export buttons its
 * user may not use (the server refuses them anyway). Read tolerantly: a user remembered offline from before rights
 * per action has only page rights, each of which held every action.
 */
export function useCan(): (area: PageRight, action: RightAction) => boolean {
  const { rights } = useMe()
  const { areas } = readGroupRights(rights)
  return (area, action) => holds(areas, area, action)
}
