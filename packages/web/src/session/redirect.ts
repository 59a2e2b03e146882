/**
 * Only same-app paths may be restored after sign-in (no open redirect to another site), and never a
 * /sessions page (returning to sign-out would undo the sign-in).
 */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return undefined
  return target.startsWith('/sessions') ? undefined : target
}
