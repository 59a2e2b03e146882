/**
 * What a person types for an amount ("12.50", "-3", "1,200") as cents, or null when it is not an amount with
 * at most two decimals. Only the web reads typed amounts; the server receives integer cents.
 */
export function parseMoneyInput(text: string): number | null {
  const clean = text.replace(/[,\s$]/g, '')
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(clean)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return match[1] ? -cents : cents
}

/** Cents as the text an amount field starts with: 1250 → "12.50". */
export function moneyInputText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
