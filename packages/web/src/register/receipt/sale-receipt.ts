import {
  layoutReceipt,
  type ReceiptDocument,
  type ReceiptTemplate,
  receiptDocument,
  receiptStore,
  type Sale,
} from '@pos/core'
import type { SaleRegister } from '../sale/register-context.ts'
import type { Completed } from '../sale/use-sale.ts'

/** The receipt of a register without a template (as the server prints one). */
const PLAIN_TEMPLATE: ReceiptTemplate = {
  receipt_logo: null,
  receipt_header: '',
  receipt_title: 'TAX INVOICE',
  receipt_footer: 'Thank you',
  receipt_show_store_address: true,
  receipt_show_served_by: true,
  receipt_served_by_text: '',
  receipt_subtotal_text: '',
  receipt_line_details: 1,
}

/**
 * The receipt of a sale just completed on this register, made on the register (it may still be queued, or
 * offline): the company's receipt print template filled when it has one, else core's receipt document with the
 * register's template and store; the gift variant when asked.
 */
export function completedReceipt(
  done: Completed,
  register: SaleRegister,
  gift = false,
): ReceiptDocument | null {
  if (!done.totals) return null
  const store = receiptStore(register.store.name, register.store.address)
  const sale = {
    ...done.draft,
    receipt_number: done.receipt,
    created: done.created ?? new Date().toISOString(),
  } as unknown as Sale
  const utcOffsetMinutes = -new Date().getTimezoneOffset()
  // The company's print template of a receipt or gift receipt, when it has one (core RCP10).
  const templated = layoutReceipt(sale, done.totals, store, register.receipt_layouts, {
    gift,
    utcOffsetMinutes,
  })
  return (
    templated ??
    receiptDocument(sale, done.totals, register.template ?? PLAIN_TEMPLATE, store, { gift, utcOffsetMinutes })
  )
}
