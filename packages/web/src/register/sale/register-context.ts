import {
  AssignedRegistersSchema,
  type PaymentMethod,
  PaymentMethodListSchema,
  type ReceiptLayouts,
  type SaleRegister as RegisterAnswer,
  RegisterContextAnswerSchema,
  SaleListSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** The register this browser sells on (localStorage `pos.register_id`, shared with the register set-up). */
export const REGISTER_KEY = 'pos.register_id'

/** The register as the sale screen keeps it: core's answer of GET /api/register/{id}, with the company's receipt
 * print templates (issue 16), which replace the standard layout when set. */
export type SaleRegister = RegisterAnswer & { receipt_layouts?: ReceiptLayouts | null }

/** What the sale screen needs from the server, kept in localStorage so selling goes on offline. */
export type RegisterContext = {
  register: SaleRegister
  open: boolean
  paymentMethods: PaymentMethod[]
  /** The last receipt number the server holds for this register (the local counter starts past it). */
  lastReceipt: string | null
  /** When this was read from the server; null when nothing was ever read. */
  fetched: string
}

export function chosenRegister(): number | null {
  const value = Number(window.localStorage.getItem(REGISTER_KEY))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

export function chooseRegister(id: number): void {
  window.localStorage.setItem(REGISTER_KEY, String(id))
}

const cacheKey = (id: number) => `pos.sale.register.${id}`

/** The saved context of a register, or null. */
export function savedContext(id: number): RegisterContext | null {
  const raw = window.localStorage.getItem(cacheKey(id))
  if (!raw) return null
  try {
    return JSON.parse(raw) as RegisterContext
  } catch {
    return null
  }
}

/**
 * Reads the register, whether its day is open, the payment methods and its last receipt number from the
 * server and saves them; offline, answers the saved copy (null when there is none).
 */
export async function loadContext(id: number): Promise<RegisterContext | null> {
  try {
    const [register, methods, sales] = await Promise.all([
      answers.get(RegisterContextAnswerSchema, `register/${id}`, { quiet: true }),
      answers.get(PaymentMethodListSchema, 'proxy/paymentmethods.json', { quiet: true }),
      answers
        .get(SaleListSchema, 'proxy/sales.json', { query: { register_id: id, limit: 1 }, quiet: true })
        .catch(() => ({ sales: [] })),
    ])
    const context: RegisterContext = {
      register: register.register,
      open: register.session?.status === 'open',
      paymentMethods: methods.paymentmethods,
      lastReceipt: sales.sales[0]?.receipt_number ?? null,
      fetched: new Date().toISOString(),
    }
    window.localStorage.setItem(cacheKey(id), JSON.stringify(context))
    return context
  } catch {
    return savedContext(id)
  }
}

export async function assignedRegisters() {
  return answers.get(AssignedRegistersSchema, 'proxy/assignedregisters.json', { quiet: true })
}
