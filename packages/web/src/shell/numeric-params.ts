import { notFound } from '@tanstack/react-router'

/**
 * A route's `beforeLoad` for paths whose parameters are record ids: anything but a whole number (`new`, a typo)
 * is the not-found page, never a request for `NaN`.
 */
export function requireNumericParams({ params }: { params: Record<string, string> }): void {
  for (const value of Object.values(params)) {
    if (!/^\d{1,9}$/.test(value)) throw notFound()
  }
}
