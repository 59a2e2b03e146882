import type { FulfillmentPrint, TransferPrint } from '@pos/core'
import { printerForRegister, printFulfillment, printTransfer } from '@pos/devices'
import { showToast } from '../../api/toast.ts'
import { t } from '../../i18n/index.ts'
import { chosenRegisterId } from '../../register/chosen-register.ts'
import { registers } from '../register-setup/setup-api.ts'

export type StockPrint =
  | { kind: 'transfer'; document: TransferPrint }
  | { kind: 'fulfillment'; document: FulfillmentPrint }

/**
 * Prints a transfer or a fulfillment's pick slip (issue 14, spec 1) where this browser's register prints: on its
 * Epson printer when the chosen register has one, else through the system print dialog, as the same receipt
 * document a sale prints. A failure is said in a toast and logged, never thrown (spec 8).
 */
export async function printStock(print: StockPrint, header: string): Promise<void> {
  const registerId = chosenRegisterId()
  let register: { printer_type: 'epson' | 'system'; printer_ip: string } = {
    printer_type: 'system',
    printer_ip: '',
  }
  if (registerId !== null) {
    try {
      register = await registers.get(registerId)
    } catch (error) {
      // A register this user cannot read, or no connection: the system dialog still prints.
      console.error('could not read the register to print on', error)
    }
  }
  const printer = printerForRegister(register)
  const outcome =
    print.kind === 'transfer'
      ? await printTransfer(printer, print.document, { header })
      : await printFulfillment(printer, print.document, { header })
  if (!outcome.ok) showToast(t('inventory.print_failed', { error: outcome.error.message }), 'warning')
}
