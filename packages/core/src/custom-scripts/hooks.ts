import { type Minor, minor } from '../money/minor.ts'
import type { SaleLine, SaleTotals } from '../sale/types.ts'

/**
 * The register's custom-script hook API (spec 2 /admin/custom-scripts, spec 3 custom_script: scope and script).
 *
 * A script of scope `sale` is an ES module that the register runs in a sandbox (a worker of its own, with no
 * network, storage or page) and that may export either hook:
 *
 * - `onLineAdded(line, sale)`: after a line is added to the sale. It may answer `{ message }`: a note shown to
 *   the cashier ("Check the customer's ID").
 * - `beforePayment(sale)`: when the cashier opens the payment. It may answer `{ message }`, or
 *   `{ stop: "why" }` to hold the payment with that reason shown (the cashier changes the sale and tries again).
 *
 * `line` and `sale` are plain copies (`ScriptLine`, `ScriptSale`): a script reads them, it cannot change the sale.
 * A hook may be async. Each call has `CUSTOM_SCRIPT_TIME_LIMIT_MS`: a script that runs longer (a loop that never
 * ends) is stopped, left out until the register is reloaded, and the sale goes on. A script that throws or
 * answers something else is reported the same way; it never stops a sale by failing.
 */
export const CUSTOM_SCRIPT_HOOKS = ['onLineAdded', 'beforePayment'] as const
export type CustomScriptHook = (typeof CUSTOM_SCRIPT_HOOKS)[number]
/** What a script is doing when it runs: loading (its top level) or one of the hooks. */
export type ScriptStage = CustomScriptHook | 'load'

/** The scope whose scripts the sale screen runs. */
export const SALE_SCRIPT_SCOPE = 'sale'
/** How long one hook call of one script may run, in milliseconds. */
export const CUSTOM_SCRIPT_TIME_LIMIT_MS = 300
/** Said once when the sandbox itself cannot start (the register then sells without the scripts). */
export const CUSTOM_SCRIPTS_UNAVAILABLE =
  'The custom scripts could not start on this register; it sells without them'
/** The longest message or reason a script may show; longer ones are cut with an ellipsis. */
export const CUSTOM_SCRIPT_MESSAGE_MAX = 200

/** A sale line as a script sees it. Money in cents. */
export type ScriptLine = {
  readonly sku: string
  readonly name: string
  readonly quantity: number
  readonly unit_price: Minor
  readonly discount: Minor
  readonly total: Minor
}

/** The sale as a script sees it. Money in cents. */
export type ScriptSale = {
  readonly lines: readonly ScriptLine[]
  readonly total: Minor
  readonly customer_id: string | null
}

export function scriptLine(line: SaleLine): ScriptLine {
  return {
    sku: line.item.sku,
    name: line.item.name,
    quantity: line.quantity,
    unit_price: line.item_price,
    discount: line.item_discount,
    total: minor(line.quantity * line.item_price - line.item_discount),
  }
}

export function scriptSale(
  lines: readonly SaleLine[],
  totals: Pick<SaleTotals, 'total'>,
  customerId: string | null,
): ScriptSale {
  return { lines: lines.map(scriptLine), total: totals.total, customer_id: customerId }
}

/** What the register does with a hook's answers: notes to show, and the reason a payment is held. */
export type HookOutcome = { readonly messages: readonly string[]; readonly stop: string | null }

export const NO_OUTCOME: HookOutcome = { messages: [], stop: null }

/** One script's part in a hook call, as the sandbox reports it. */
export type ScriptRun =
  | { readonly kind: 'answered'; readonly value: unknown }
  | { readonly kind: 'failed'; readonly error: string }
  | { readonly kind: 'timed_out' }
  /** It answered something that cannot be copied out of the sandbox (a function, a promise...). */
  | { readonly kind: 'unreadable' }

function unreadable(name: string): HookOutcome {
  return { messages: [`${name} answered something the register cannot read`], stop: null }
}

function cut(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > CUSTOM_SCRIPT_MESSAGE_MAX
    ? `${trimmed.slice(0, CUSTOM_SCRIPT_MESSAGE_MAX - 1)}…`
    : trimmed
}

const label = (scope: string, position: number) => `Custom script ${position} (${scope})`

/**
 * Reads one script's run of a hook into what the cashier is shown [CSC1]. Never throws, whatever the script
 * answered: `undefined`/`null` is nothing; `{ message?: string, stop?: string }` is read (`stop` only before
 * payment); anything else, a throw or a time-out is a note naming the script, and the sale goes on.
 */
export function readScriptRun(
  hook: ScriptStage,
  run: ScriptRun,
  script: { readonly scope: string; readonly position: number },
): HookOutcome {
  const name = label(script.scope, script.position)
  if (run.kind === 'timed_out')
    return {
      messages: [
        `${name} ran longer than ${CUSTOM_SCRIPT_TIME_LIMIT_MS} ms and was stopped; it is left out until the register reloads`,
      ],
      stop: null,
    }
  if (run.kind === 'failed') return { messages: [cut(`${name} failed: ${run.error}`)], stop: null }
  if (run.kind === 'unreadable') return unreadable(name)
  const value = run.value
  if (value === undefined || value === null) return NO_OUTCOME
  if (typeof value !== 'object' || Array.isArray(value)) return unreadable(name)
  const { message, stop } = value as { message?: unknown; stop?: unknown }
  const messages: string[] = []
  let held: string | null = null
  if (typeof message === 'string' && message.trim()) messages.push(cut(message))
  else if (message !== undefined && message !== null)
    messages.push(`${name} answered a message that is not text`)
  if (hook === 'beforePayment' && typeof stop === 'string' && stop.trim()) held = cut(stop)
  else if (stop !== undefined && stop !== null && stop !== false)
    messages.push(
      hook === 'beforePayment'
        ? `${name} answered a stop that is not text`
        : `${name} can only stop a payment from beforePayment`,
    )
  return { messages, stop: held }
}

/** The outcomes of every script of one hook call, in the scripts' order: all notes, the first stop. */
export function combineOutcomes(outcomes: readonly HookOutcome[]): HookOutcome {
  return {
    messages: outcomes.flatMap((outcome) => outcome.messages),
    stop: outcomes.find((outcome) => outcome.stop !== null)?.stop ?? null,
  }
}
