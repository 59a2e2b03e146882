import * as v from 'valibot'
import { err, ok, type Result } from '../shared/result.ts'
import type { TerminalProvider, TerminalReceipt, TerminalResult, TerminalState } from './terminal-result.ts'

/**
 * The terminal bridge's WebSocket protocol (spec 7; style guideline 9): JSON frames, a discriminated union on
 * `action` (register → server) and `type` (server → register). The register's `transaction` frame carries
 * `version`; a server that speaks another answers `{type:'error', code:'incompatible'}` and closes.
 */
export const BRIDGE_PROTOCOL_VERSION = 1

/** The WebSocket paths (spec 7). */
export const BRIDGE_PATHS: Readonly<Record<TerminalProvider, string>> = {
  linkly: '/api/integrations/linkly/transaction',
  adyen: '/api/integrations/adyen/transaction',
}

/** Operator keys the register may send (spec 7), besides `cancel`. */
export const BRIDGE_KEYS = ['cancel', 'ok', 'decline', 'accept', 'authorise'] as const
export type BridgeKey = (typeof BRIDGE_KEYS)[number]

const IdText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))

const TransactionData = v.object({
  register_id: v.union([IdText, v.pipe(v.number(), v.integer(), v.transform(String))]),
  receipt_number: IdText,
  /** Integer minor units; positive is a purchase, negative a refund. */
  amount: v.pipe(
    v.number(),
    v.safeInteger(),
    v.check((n) => n !== 0, 'An amount cannot be 0'),
  ),
  currency_code: v.pipe(v.string(), v.length(3), v.toUpperCase()),
  terminal_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  payment_method_id: v.optional(
    v.union([v.pipe(v.string(), v.maxLength(64)), v.pipe(v.number(), v.integer(), v.transform(String))]),
  ),
})
export type BridgeTransactionData = v.InferOutput<typeof TransactionData>

const ClientFrameSchema = v.variant('action', [
  v.object({ action: v.literal('transaction'), version: v.number(), data: TransactionData }),
  ...BRIDGE_KEYS.map((key) =>
    v.object({
      action: v.literal(key),
      data: v.optional(v.object({ input: v.optional(v.pipe(v.string(), v.maxLength(60))) })),
    }),
  ),
])
export type BridgeClientFrame =
  | { action: 'transaction'; version: number; data: BridgeTransactionData }
  | { action: BridgeKey; data?: { input?: string | undefined } | undefined }

/** Which operator buttons the terminal offers right now (Linkly's key flags). */
export type BridgeButtons = { readonly [K in BridgeKey]: boolean }

export const NO_BUTTONS: BridgeButtons = {
  cancel: false,
  ok: false,
  decline: false,
  accept: false,
  authorise: false,
}

/** A display: Linkly's display lines and flagged buttons, or an Adyen display-notification event. */
export type BridgeDisplay = {
  readonly lines: readonly string[]
  readonly buttons: BridgeButtons
  /** Linkly GraphicCode ('1' verify signature, '2' question, '5' PIN…), or null. */
  readonly graphic: string | null
  /** Adyen's event (CARD_INSERTED…), or null. */
  readonly event: string | null
}

export const BRIDGE_ERRORS = {
  incompatible: 'incompatible',
  bad_frame: 'bad_frame',
  not_signed_in: 'not_signed_in',
  not_configured: 'not_configured',
  no_terminal: 'no_terminal',
  in_progress: 'in_progress',
  unreachable: 'unreachable',
  internal: 'internal',
} as const
export type BridgeErrorCode = (typeof BRIDGE_ERRORS)[keyof typeof BRIDGE_ERRORS]

export type BridgeServerFrame =
  | {
      type: 'session'
      version: number
      session: string
      provider: TerminalProvider
      state: TerminalState
      amount: number
      /** True when this answers an earlier request for the same register and receipt (no new charge). */
      existing: boolean
    }
  | ({ type: 'display'; session: string } & BridgeDisplay)
  | { type: 'receipt'; session: string; receipt: TerminalReceipt }
  | { type: 'transaction'; session: string; result: TerminalResult }
  | { type: 'error'; code: BridgeErrorCode; message: string; retryable: boolean }

/**
 * What `GET /api/integrations/{provider}/transaction/{session}` answers: the stored transaction, so that a
 * register that lost its connection reads how it ended (spec 7).
 */
export type TerminalTransactionRecord = {
  readonly session: string
  readonly provider: TerminalProvider
  readonly state: TerminalState
  readonly register_id: string
  readonly receipt_number: string
  readonly amount: number
  readonly currency_code: string
  readonly terminal_id: string | null
  readonly displays: readonly BridgeDisplay[]
  readonly receipts: readonly TerminalReceipt[]
  readonly result: TerminalResult | null
  readonly created: string
  readonly updated: string
}

/**
 * GET /api/proxy/integrations/{provider}/transactions.json: the latest terminal transactions. A record is typed by
 * `TerminalTransactionRecord`; while developing only its session and state are checked (its displays, receipts and
 * result are the terminal's own frames, checked where they are decoded).
 */
export const TerminalTransactionListSchema = v.object({
  transactions: v.array(
    v.custom<TerminalTransactionRecord>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { session?: unknown }).session === 'string' &&
        typeof (value as { state?: unknown }).state === 'string',
      'A terminal transaction has a session and a state',
    ),
  ),
})

/** Reads a register frame; an unknown or malformed one is an error value, never a throw. */
export function decodeBridgeClientFrame(text: string): Result<BridgeClientFrame, string> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return err('A frame must be JSON')
  }
  const parsed = v.safeParse(ClientFrameSchema, json)
  if (!parsed.success) return err(parsed.issues[0]?.message ?? 'Unknown frame')
  return ok(parsed.output as BridgeClientFrame)
}

const SERVER_TYPES = new Set(['session', 'display', 'receipt', 'transaction', 'error'])

/** Reads a server frame (register side). Checks the discriminant and the session; trusts the server's shape. */
export function decodeBridgeServerFrame(text: string): Result<BridgeServerFrame, string> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return err('A frame must be JSON')
  }
  if (!json || typeof json !== 'object') return err('A frame must be an object')
  const type = (json as { type?: unknown }).type
  if (typeof type !== 'string' || !SERVER_TYPES.has(type)) return err(`Unknown frame type ${String(type)}`)
  if (type !== 'error' && typeof (json as { session?: unknown }).session !== 'string')
    return err('A frame must name its session')
  return ok(json as BridgeServerFrame)
}
