import type { RegisterRecord as Register } from '@pos/core'
import { printerForRegister } from '@pos/devices'

/** What opening a drawer needs of a register (a context saved before printers were kept may lack them). */
export type DrawerRegister = Pick<Register, 'id'> & Partial<Pick<Register, 'printer_type' | 'printer_ip'>>

/** What opening a drawer did: the devices package answers whether a retry may help (style §6.8). */
export type DrawerOutcome = { ok: true } | { ok: false; error: { code: string; retryable: boolean } }

type DrawerOpener = (register: DrawerRegister) => Promise<DrawerOutcome>

/**
 * The drawer hangs off the register's printer: an Epson printer pulses it (ePOS-Print `<pulse/>` to the
 * register's printer_ip, spec 8); the system printer has none, so the opening is only recorded on the
 * server. A failure is logged and returned, never thrown (printing errors never block a sale). Tests swap
 * the opener with `setCashDrawerOpener`.
 */
let opener: DrawerOpener = async (register) => {
  try {
    const outcome = await printerForRegister({
      printer_type: register.printer_type ?? 'system',
      printer_ip: register.printer_ip ?? '',
    }).openDrawer()
    if (outcome.ok) return { ok: true }
    if (register.printer_type === 'epson') console.error('cash drawer pulse failed', outcome.error)
    return { ok: false, error: { code: outcome.error.code, retryable: outcome.error.retryable } }
  } catch (error) {
    console.error('cash drawer pulse failed', error)
    return { ok: false, error: { code: 'PRINTER_ERROR', retryable: true } }
  }
}

export function setCashDrawerOpener(next: DrawerOpener): void {
  opener = next
}

/** The one call site that opens a register's cash drawer (open cash drawer screen, sale screen). */
export function openCashDrawer(register: DrawerRegister): Promise<DrawerOutcome> {
  return opener(register)
}
