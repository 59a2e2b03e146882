/**
 * Device operations resolve to outcomes that say whether to retry (style guideline 8): a charge or a print
 * never rejects because of a device or network problem. Only programming errors throw.
 */
export const DEVICE_ERRORS = {
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
  TERMINAL_FAILED: 'TERMINAL_FAILED',
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  BRIDGE_UNREACHABLE: 'BRIDGE_UNREACHABLE',
  RECOVERY_FAILED: 'RECOVERY_FAILED',
  TAP_TO_PAY_UNSUPPORTED: 'TAP_TO_PAY_UNSUPPORTED',
  PRINTER_OFFLINE: 'PRINTER_OFFLINE',
  PRINTER_COVER_OPEN: 'PRINTER_COVER_OPEN',
  PRINTER_PAPER_OUT: 'PRINTER_PAPER_OUT',
  PRINTER_BUSY: 'PRINTER_BUSY',
  PRINTER_NOT_FOUND: 'PRINTER_NOT_FOUND',
  PRINTER_REJECTED: 'PRINTER_REJECTED',
  PRINTER_ERROR: 'PRINTER_ERROR',
} as const
export type DeviceErrorCode = (typeof DEVICE_ERRORS)[keyof typeof DEVICE_ERRORS]

export type DeviceError = {
  readonly code: DeviceErrorCode
  /** True when trying again (another card, after closing the cover…) can succeed. */
  readonly retryable: boolean
  /** The text to show or log (spec 8 wording where the spec has one). */
  readonly message: string
}

export type DeviceOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: DeviceError }

export function succeeded<T>(value: T): DeviceOutcome<T> {
  return { ok: true, value }
}

export function failed<T = never>(
  code: DeviceErrorCode,
  retryable: boolean,
  message: string,
): DeviceOutcome<T> {
  return { ok: false, error: { code, retryable, message } }
}
