import type { Register } from './register-api.ts'

/** What opening a drawer did: the devices package answers whether a retry may help (style §6.8). */
export type DrawerOutcome = { ok: true } | { ok: false; error: { code: string; retryable: boolean } }

type DrawerOpener = (register: Register) => Promise<DrawerOutcome>

/**
 * Without a device, there is no drawer to pulse: the opening is only recorded on the server. The devices
 * package plugs the Epson drawer pulse in with `setCashDrawerOpener` (ePOS-Print `<pulse/>` to the
 * register's printer).
 */
let opener: DrawerOpener = async () => ({ ok: false, error: { code: 'NO_DRAWER_DEVICE', retryable: false } })

export function setCashDrawerOpener(next: DrawerOpener): void {
  opener = next
}

/** The one call site that opens a register's cash drawer (open cash drawer screen, sale screen). */
export function openCashDrawer(register: Register): Promise<DrawerOutcome> {
  return opener(register)
}
