import {
  BRIDGE_PATHS,
  BRIDGE_PROTOCOL_VERSION,
  type BridgeKey,
  type BridgeServerFrame,
  decideRecovery,
  decodeBridgeServerFrame,
  PAYMENT_RECOVERY,
  type PaymentRecovery,
  type RecoveryPollAnswer,
  type TerminalProvider,
  type TerminalResult,
  type TerminalTransactionRecord,
  terminalFailureMessage,
} from '@pos/core'
import { DEVICE_ERRORS, failed, succeeded } from '../outcome.ts'
import type {
  PaymentTerminal,
  RecoveryStore,
  TerminalListener,
  TerminalOutcome,
  TerminalPayment,
  TerminalPaymentRequest,
} from './payment-terminal.ts'

/** The part of a WebSocket the bridge uses (the browser's WebSocket, or `ws` in Node tests). */
export type SocketLike = {
  send(data: string): void
  close(): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
}

export type BridgeTerminalOptions = {
  provider: TerminalProvider
  /** The server's origin, e.g. `window.location.origin`. */
  baseUrl: string
  /** Where payment_recovery is kept until the sale records the outcome. */
  recoveryStore: RecoveryStore
  openSocket?: (url: string) => SocketLike
  fetch?: typeof fetch
  /** Recovery waits (spec 4: 1 s × attempt); tests pass a faster clock. */
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The outcome of a finished terminal transaction: approved, or why not and whether to try again. */
export function outcomeOf(provider: TerminalProvider, result: TerminalResult): TerminalOutcome {
  if (result.state === 'approved') return { ...succeeded(result), result }
  const message = terminalFailureMessage(provider, result)
  const code =
    result.state === 'declined'
      ? DEVICE_ERRORS.DECLINED
      : result.state === 'cancelled'
        ? DEVICE_ERRORS.CANCELLED
        : DEVICE_ERRORS.TERMINAL_FAILED
  return { ...failed(code, true, message), result }
}

/**
 * A PaymentTerminal over the server's terminal bridge (spec 7). The transaction frame goes out when the
 * socket opens; the session id is saved as payment_recovery before anything else happens; if the socket
 * closes before the result, the payment is recovered by polling the server (spec 4). Nothing here is charged
 * twice: the server answers a repeated receipt with the existing session.
 */
export function createBridgeTerminal(options: BridgeTerminalOptions): PaymentTerminal {
  const { provider, recoveryStore } = options
  const http = options.fetch ?? ((input, init) => fetch(input, init))
  const sleep = options.sleep ?? realSleep
  const wsUrl = `${options.baseUrl.replace(/^http/, 'ws')}${BRIDGE_PATHS[provider]}`
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)

  async function poll(session: string): Promise<RecoveryPollAnswer> {
    try {
      const response = await http(
        `${options.baseUrl}/api/integrations/${provider}/transaction/${encodeURIComponent(session)}`,
        {
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        },
      )
      if (response.status === 404) return { kind: 'unknown' }
      if (!response.ok) return { kind: 'no_answer' }
      const record = ((await response.json()) as { transaction: TerminalTransactionRecord }).transaction
      return { kind: 'record', state: record.state, result: record.result ?? null }
    } catch {
      return { kind: 'no_answer' }
    }
  }

  /** Core's recovery rule decides; this only waits, polls and reports (spec 4: 20 polls, 1 s × attempt). */
  async function recover(recovery: PaymentRecovery, listener: TerminalListener): Promise<TerminalOutcome> {
    let answer: RecoveryPollAnswer | null = null
    for (let made = 0; ; made++) {
      const decision = decideRecovery(recovery, made, answer)
      if (decision.kind === 'failed') return failed(DEVICE_ERRORS.RECOVERY_FAILED, false, decision.message)
      if (decision.kind !== 'poll') {
        for (const receipt of decision.result.receipts) listener({ type: 'receipt', receipt })
        return outcomeOf(provider, decision.result)
      }
      await sleep(decision.delayMs)
      listener({ type: 'recovery_attempt', attempt: decision.attempt, of: PAYMENT_RECOVERY.maxAttempts })
      answer = await poll(recovery.session_id)
    }
  }

  function start(request: TerminalPaymentRequest, listener: TerminalListener): TerminalPayment {
    let settle!: (outcome: TerminalOutcome) => void
    let settled = false
    const outcome = new Promise<TerminalOutcome>((resolve) => {
      settle = (value) => {
        if (settled) return
        settled = true
        resolve(value)
      }
    })
    let session: string | null = null
    let open = false
    const pending: string[] = []
    listener({ type: 'requested' })
    const socket = openSocket(wsUrl)
    const send = (frame: object) => {
      const text = JSON.stringify(frame)
      if (open) socket.send(text)
      else pending.push(text)
    }
    socket.onopen = () => {
      socket.send(
        JSON.stringify({
          action: 'transaction',
          version: BRIDGE_PROTOCOL_VERSION,
          data: {
            register_id: request.registerId,
            receipt_number: request.receiptNumber,
            amount: request.amount,
            currency_code: request.currency,
            payment_method_id: request.paymentMethodId,
            ...(request.terminalId ? { terminal_id: request.terminalId } : {}),
          },
        }),
      )
      open = true
      for (const text of pending.splice(0)) socket.send(text)
    }
    // Frames are handled one after another: the recovery state is saved before the next frame is seen.
    let chain = Promise.resolve()
    socket.onmessage = (event) => {
      chain = chain.then(() => onFrame(String(event.data)))
    }
    async function onFrame(text: string) {
      const decoded = decodeBridgeServerFrame(text)
      if (!decoded.ok || settled) return
      const frame: BridgeServerFrame = decoded.value
      switch (frame.type) {
        case 'session':
          session = frame.session
          await recoveryStore.save({
            type: provider,
            payment_method_id: request.paymentMethodId,
            amount: request.amount,
            session_id: frame.session,
          })
          listener({ type: 'session', session: frame.session, existing: frame.existing })
          listener({ type: 'waiting' })
          break
        case 'display':
          listener({ type: 'display', display: frame })
          break
        case 'receipt':
          listener({ type: 'receipt', receipt: frame.receipt })
          break
        case 'transaction':
          settle(outcomeOf(provider, frame.result))
          socket.close()
          break
        case 'error': {
          const code =
            frame.code === 'not_configured' || frame.code === 'no_terminal'
              ? DEVICE_ERRORS.NOT_CONFIGURED
              : DEVICE_ERRORS.TERMINAL_FAILED
          if (!session) {
            settle(failed(code, frame.retryable, frame.message))
            socket.close()
          }
          break
        }
      }
    }
    const lost = () => {
      chain = chain.then(async () => {
        if (settled) return
        if (!session) {
          settle(
            failed(
              DEVICE_ERRORS.BRIDGE_UNREACHABLE,
              true,
              'Looks like something went wrong please try again',
            ),
          )
          return
        }
        listener({ type: 'connection_lost' })
        const recovered = await recover(
          {
            type: provider,
            payment_method_id: request.paymentMethodId,
            amount: request.amount,
            session_id: session,
          },
          listener,
        )
        settle(recovered)
      })
    }
    socket.onclose = lost
    socket.onerror = lost
    return {
      outcome,
      cancel: () => send({ action: 'cancel' }),
      press: (key: Exclude<BridgeKey, 'cancel'>, input?: string) =>
        send({ action: key, ...(input ? { data: { input } } : {}) }),
    }
  }

  return { provider, start, recover }
}

/** Linkly over the bridge. */
export function createLinklyTerminal(options: Omit<BridgeTerminalOptions, 'provider'>): PaymentTerminal {
  return createBridgeTerminal({ ...options, provider: 'linkly' })
}

/** Adyen over the bridge (the server adds the 2 s warm-up). */
export function createAdyenTerminal(options: Omit<BridgeTerminalOptions, 'provider'>): PaymentTerminal {
  return createBridgeTerminal({ ...options, provider: 'adyen' })
}
