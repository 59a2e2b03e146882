/**
 * Why a tender cannot take a payment: a closed set of codes, each with the message of spec 5/8 the register
 * shows word for word. The last three are ours (spec silent) and say what the cashier can do.
 */
export const TENDER_ERRORS = {
  INCORRECT_PAYMENT_METHOD: 'Incorrect Payment Method',
  NO_CUSTOMER: 'No Customer',
  INSUFFICIENT_POINTS: 'Insufficient Points',
  INSUFFICIENT_FUNDS: 'Insufficient Funds',
  INVALID_GIFT_CARD: 'Invalid Gift Card',
  GIFT_CARD_EXPIRED: 'Gift Card Expired',
  NO_LOYALTY_ITEMS: 'No items in this sale can be paid with points',
  NOTHING_OWING: 'Nothing left to pay',
  INVALID_AMOUNT: 'Enter an amount in the direction of the sale',
} as const
export type TenderErrorCode = keyof typeof TENDER_ERRORS
export type TenderError = { readonly code: TenderErrorCode; readonly message: string }

/** The error of a code, with its message. */
export function tenderError(code: TenderErrorCode): TenderError {
  return { code, message: TENDER_ERRORS[code] }
}
