/**
 * Whether a completed sale opens the cash drawer (spec 8: cash sales pulse the drawer): some payment of it
 * went through the cash processor, taken or paid out (a cash refund opens the drawer too).
 */
export function opensCashDrawer(
  payments: readonly { readonly processor: string; readonly amount: number }[],
): boolean {
  return payments.some((payment) => payment.processor === 'cash' && payment.amount !== 0)
}
