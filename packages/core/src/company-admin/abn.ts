/**
 * The Australian Business Number (ABN): 11 digits whose weighted sum, after taking 1 from the first digit, is a
 * multiple of 89 (the Australian Business Register's published check). Spaces are allowed when it is typed.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const

export const ABN_MESSAGE = 'Please enter a valid ABN: 11 digits, like 51 824 753 556'

/** The ABN's digits without spaces, or undefined when it is not 11 digits. */
export function abnDigits(text: string): string | undefined {
  const digits = text.replaceAll(' ', '')
  return /^\d{11}$/.test(digits) ? digits : undefined
}

/** True for 11 digits that pass the ABN check [ABN1]. */
export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text)
  if (digits === undefined) return false
  let sum = 0
  ABN_WEIGHTS.forEach((weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0)
    sum += digit * weight
  })
  return digits[0] !== '0' && sum % 89 === 0
}

/** The ABN as it is printed: 2, 3, 3 and 3 digits. */
export function formatAbn(digits: string): string {
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
}
