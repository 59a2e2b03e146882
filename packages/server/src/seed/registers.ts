import { receiptPrefix } from '@pos/core'
import { createDefaultPaymentMethods } from '../register/payment-methods.ts'
import type { SeedArea } from './context.ts'

/** A receipt template, two registers per store (receipt prefixes from their ids) and the payment methods. */
export const registersArea: SeedArea = {
  name: 'registers',
  async run({ trx, companyId, currency, ids }) {
    await createDefaultPaymentMethods(trx, companyId, currency)
    const template = await trx
      .insertInto('register_templates')
      .values({
        company_id: companyId,
        name: 'Store receipt',
        receipt_logo: null,
        receipt_header: 'Demo Retail Co\nABN 12 345 678 901',
        receipt_title: 'TAX INVOICE',
        receipt_footer: 'Thank you for shopping with us!\nReturns within 30 days with this receipt.',
        receipt_show_store_address: true,
        receipt_show_served_by: true,
        receipt_served_by_text: 'You were served by',
        receipt_subtotal_text: 'Subtotal',
        receipt_line_details: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.registertemplates = [template.id]
    ids.registers = []
    for (const storeId of ids.stores ?? []) {
      for (const [name, printer_type] of [
        ['Front counter', 'epson'],
        ['Back counter', 'system'],
      ] as const) {
        const row = await trx
          .insertInto('registers')
          .values({
            company_id: companyId,
            store_id: storeId,
            name,
            register_template_id: template.id,
            printer_type,
            printer_ip: printer_type === 'epson' ? '192.168.1.50' : '',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('registers')
          .set({ receipt_prefix: receiptPrefix(row.id) })
          .where('id', '=', row.id)
          .execute()
        ids.registers.push(row.id)
      }
    }
  },
}
