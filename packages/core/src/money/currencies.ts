import type { CashRounding } from './cash-rounding.ts'
import { CURRENCY_DATA } from './currency-data.ts'

/**
 * A currency as the spec's currency table describes it: code, name, symbol, decimal digits and cash rounding.
 * `rounding` is the cash increment in major units as the spec writes it (CHF 0.05; 0 = none);
 * `cash_rounding` is the same rule in minor units with its tie mode, ready for `roundToIncrement`.
 */
export type Currency = {
  readonly code: string
  readonly name: string
  readonly symbol: string
  readonly decimal_digits: number
  readonly rounding: number
  readonly cash_rounding: CashRounding
}

/**
 * Cash rounding by currency. AUD, NZD and CHF come from docs/accounting-au.md section 9. CAD (penny withdrawn
 * 2013, 5c half-up), SEK and NOK (whole units), DKK (50 øre) are well known but unconfirmed by our docs [U].
 */
const CASH_ROUNDING: Readonly<Record<string, CashRounding>> = {
  AUD: { increment: 5, mode: 'half_up' },
  NZD: { increment: 10, mode: 'half_down' },
  CHF: { increment: 5, mode: 'half_up' },
  CAD: { increment: 5, mode: 'half_up' },
  SEK: { increment: 100, mode: 'half_up' },
  NOK: { increment: 100, mode: 'half_up' },
  DKK: { increment: 50, mode: 'half_up' },
}

function parseCurrencies(data: string): ReadonlyMap<string, Currency> {
  const table = new Map<string, Currency>()
  for (const row of data.split('\n')) {
    const [code, name, symbol, digits] = row.split('|')
    if (!code || !name || !symbol || digits === undefined) continue
    const decimal_digits = Number(digits)
    const cash_rounding = CASH_ROUNDING[code] ?? { increment: 1, mode: 'half_up' }
    const rounding = cash_rounding.increment === 1 ? 0 : cash_rounding.increment / 10 ** decimal_digits
    table.set(code, { code, name, symbol, decimal_digits, rounding, cash_rounding })
  }
  return table
}

/** Every ISO 4217 currency we may meet, by code. */
export const CURRENCIES: ReadonlyMap<string, Currency> = parseCurrencies(CURRENCY_DATA)

/**
 * The currency with this ISO code. An unknown code gets ISO 4217's default of 2 decimal digits, no cash
 * rounding, and its code as its symbol, so an amount can always be shown.
 */
export function currency(code: string): Currency {
  const upper = code.toUpperCase()
  return (
    CURRENCIES.get(upper) ?? {
      code: upper,
      name: upper,
      symbol: upper,
      decimal_digits: 2,
      rounding: 0,
      cash_rounding: { increment: 1, mode: 'half_up' },
    }
  )
}
