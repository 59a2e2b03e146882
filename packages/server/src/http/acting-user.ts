import type { Principal } from '../app-env.ts'

/** The user who acts, as a row's user_id records them: none (null) for an API user, who is a key, not a person. */
export function userIdOf(principal: Principal): number | null {
  return principal.kind === 'user' ? principal.userId : null
}
