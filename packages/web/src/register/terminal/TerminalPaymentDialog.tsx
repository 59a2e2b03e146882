import type { BridgeKey, PaymentRecovery } from '@pos/core'
import type { PaymentTerminal, TerminalOutcome, TerminalPayment, TerminalPaymentRequest } from '@pos/devices'
import { Badge, Box, Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes'
import { useEffect, useReducer, useRef, useState } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import {
  INITIAL_TERMINAL_DIALOG,
  type TerminalDialogState,
  terminalDialogReducer,
  withOutcome,
} from './dialog-state.ts'

type Props = {
  terminal: PaymentTerminal
  /** What to charge; the dialog starts the payment when it opens. */
  request: TerminalPaymentRequest
  /** A saved payment_recovery: the dialog recovers it instead of starting a new payment (after a reload). */
  recovery?: PaymentRecovery | null
  /** Called once with the outcome when the user closes the dialog (or at once on success). */
  onDone: (outcome: TerminalOutcome) => void
}

type Action =
  | { kind: 'event'; event: Parameters<typeof terminalDialogReducer>[1] }
  | { kind: 'outcome'; outcome: TerminalOutcome }

function reduce(state: TerminalDialogState, action: Action): TerminalDialogState {
  return action.kind === 'event'
    ? terminalDialogReducer(state, action.event)
    : withOutcome(state, action.outcome)
}

const KEYS: Exclude<BridgeKey, 'cancel'>[] = ['accept', 'decline', 'ok', 'authorise']

/**
 * The terminal payment alert (spec 4, 8): requested, waiting, then success or failure; Linkly's display lines
 * with exactly its flagged buttons; Adyen's events as messages; 'Lost Connection - Attempting to recover
 * transaction' while recovering. Driven by a PaymentTerminal from @pos/devices; holds no payment rule.
 */
export function TerminalPaymentDialog({ terminal, request, recovery, onDone }: Props) {
  const [state, dispatch] = useReducer(reduce, INITIAL_TERMINAL_DIALOG)
  const [outcome, setOutcome] = useState<TerminalOutcome | null>(null)
  const payment = useRef<TerminalPayment | null>(null)
  const done = useRef(onDone)
  done.current = onDone

  // biome-ignore lint/correctness/useExhaustiveDependencies: one payment per mounted dialog
  useEffect(() => {
    let live = true
    const listener = (event: Parameters<typeof terminalDialogReducer>[1]) => {
      if (live) dispatch({ kind: 'event', event })
    }
    let finished: Promise<TerminalOutcome>
    if (recovery) {
      dispatch({ kind: 'event', event: { type: 'connection_lost' } })
      finished = terminal.recover(recovery, listener)
    } else {
      payment.current = terminal.start(request, listener)
      finished = payment.current.outcome
    }
    finished.then((value) => {
      if (!live) return
      dispatch({ kind: 'outcome', outcome: value })
      setOutcome(value)
    })
    return () => {
      live = false
    }
  }, [])

  const final = state.phase === 'success' || state.phase === 'failure'
  const close = () => {
    if (outcome) done.current(outcome)
  }
  const headline =
    state.phase === 'requested'
      ? t('terminal.requested')
      : state.phase === 'waiting'
        ? t('terminal.waiting')
        : state.phase === 'recovering'
          ? t('terminal.lost_connection')
          : state.phase === 'success'
            ? t('terminal.success')
            : (state.error ?? t('terminal.something_wrong'))
  const latestEvent = state.events.at(-1)

  return (
    <Dialog.Root open onOpenChange={(open) => (!open && final ? close() : undefined)}>
      <Dialog.Content
        maxWidth="440px"
        aria-describedby={undefined}
        data-testid="terminal-dialog"
        data-phase={state.phase}
      >
        <Dialog.Title>
          <Flex justify="between" align="center">
            {t('terminal.title')}
            <Badge size="2">{formatMoney(request.amount, request.currency)}</Badge>
          </Flex>
        </Dialog.Title>
        <Flex direction="column" gap="3">
          <Callout.Root
            color={
              state.phase === 'success'
                ? 'green'
                : state.phase === 'failure'
                  ? 'red'
                  : state.phase === 'recovering'
                    ? 'amber'
                    : 'blue'
            }
            role="status"
          >
            {!final ? (
              <Callout.Icon>
                <Spinner />
              </Callout.Icon>
            ) : null}
            <Callout.Text data-testid="terminal-status">{headline}</Callout.Text>
          </Callout.Root>
          {state.phase === 'recovering' && state.attempt ? (
            <Text size="2" color="gray">
              {t('terminal.recovery_attempt', state.attempt)}
            </Text>
          ) : null}
          {state.lines.length > 0 && !final ? (
            <Box
              p="3"
              style={{
                background: 'var(--gray-a3)',
                borderRadius: 'var(--radius-3)',
                fontFamily: 'var(--code-font-family)',
              }}
              data-testid="terminal-display"
            >
              {state.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: PIN pad lines are positional (line 1, line 2)
                <Text as="div" size="3" key={i}>
                  {line}
                </Text>
              ))}
            </Box>
          ) : null}
          {latestEvent && !final ? (
            <Text size="3" weight="medium" data-testid="terminal-event">
              {t(latestEvent)}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {KEYS.filter((key) => state.buttons[key]).map((key) => (
            <Button
              key={key}
              onClick={() => payment.current?.press(key)}
              color={key === 'decline' ? 'red' : undefined}
            >
              {t(`terminal.key.${key}`)}
            </Button>
          ))}
          {!final &&
          state.phase !== 'recovering' &&
          (terminal.provider === 'adyen' || state.buttons.cancel) ? (
            <Button variant="soft" color="gray" onClick={() => payment.current?.cancel()}>
              {t('terminal.cancel')}
            </Button>
          ) : null}
          {final ? <Button onClick={close}>{t('terminal.close')}</Button> : null}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
