import { getQuickJS, type QuickJSWASMModule, shouldInterruptAfterDeadline } from 'quickjs-emscripten'

/**
 * JavaScript steps run in QuickJS compiled to WebAssembly (ARCHITECTURE.md, "Background work"): no network, no
 * files, no host objects; only `data`, `vars` and `console.log` go in, and only the return value (as JSON) and the
 * logged lines come out. A deadline stops an endless loop, a memory cap a runaway allocation.
 */

/** How long a script may run unless the settings say otherwise. */
export const DEFAULT_SCRIPT_DEADLINE_MS = 2_000
/** The memory one script may use. */
const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024
const STACK_LIMIT_BYTES = 512 * 1024

export type ScriptOutcome =
  | { ok: true; value: unknown; logs: string[] }
  | { ok: false; error: string; logs: string[] }

let module: Promise<QuickJSWASMModule> | undefined

/** Runs `script` as the body of a function of `data` and `vars`; its return value is the outcome's value. */
export async function runScript(
  script: string,
  input: { data: unknown; vars: Record<string, unknown> },
  deadlineMs = DEFAULT_SCRIPT_DEADLINE_MS,
): Promise<ScriptOutcome> {
  module ??= getQuickJS()
  const quickjs = await module
  const runtime = quickjs.newRuntime()
  runtime.setMemoryLimit(MEMORY_LIMIT_BYTES)
  runtime.setMaxStackSize(STACK_LIMIT_BYTES)
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + deadlineMs))
  const vm = runtime.newContext()
  const code = `
    const __logs = [];
    const __text = (value) => typeof value === 'string' ? value : JSON.stringify(value);
    const console = { log: (...values) => { if (__logs.length < 100) __logs.push(values.map(__text).join(' ').slice(0, 2000)) } };
    let __outcome;
    try {
      const __value = (function (data, vars) {\n${script}\n})(JSON.parse(${JSON.stringify(JSON.stringify(input.data ?? null))}), JSON.parse(${JSON.stringify(JSON.stringify(input.vars))}));
      __outcome = { ok: true, value: __value === undefined ? null : __value, logs: __logs };
    } catch (error) {
      __outcome = { ok: false, error: String(error && error.message || error), logs: __logs };
    }
    JSON.stringify(__outcome);
  `
  try {
    const result = vm.evalCode(code, 'glue-step.js')
    if (result.error) {
      const dumped = vm.dump(result.error) as { message?: string } | string
      result.error.dispose()
      return { ok: false, error: scriptError(dumped, deadlineMs), logs: [] }
    }
    const text = vm.dump(result.value) as string
    result.value.dispose()
    const outcome = JSON.parse(text) as ScriptOutcome
    return outcome.ok ? outcome : { ...outcome, error: scriptError(outcome.error, deadlineMs) }
  } finally {
    vm.dispose()
    runtime.dispose()
  }
}

function scriptError(error: { message?: string } | string, deadlineMs: number): string {
  const message = typeof error === 'string' ? error : (error.message ?? String(error))
  if (/interrupted/i.test(message)) return `The script ran longer than ${deadlineMs} ms and was stopped`
  if (/out of memory/i.test(message)) return 'The script used more memory than it may and was stopped'
  if (/stack overflow/i.test(message)) return 'The script recursed too deeply and was stopped'
  return `The script failed: ${message}`
}
