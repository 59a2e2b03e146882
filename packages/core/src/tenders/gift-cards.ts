/**
 * When a gift card issued at `issued` expires, given the company's validity in days (spec 9) [TND11]:
 * `issued + days × 24 h` (exact, whatever the runtime's time zone), or null (never) when the validity is 0 or
 * less.
 */
export function giftCardExpiration(issued: Date, validityDays: number): string | null {
  if (!(validityDays > 0)) return null
  return new Date(issued.getTime() + Math.trunc(validityDays) * 86_400_000).toISOString()
}

/** Whether a gift card is past its expiration at `now` (an expiration of null never passes). */
export function isGiftCardExpired(expiration: string | null, now: Date): boolean {
  return expiration !== null && Date.parse(expiration) < now.getTime()
}
