import { minor, type TerminalProvider } from '@pos/core'
import {
  createBridgeTerminal,
  type RecoveryStore,
  storageRecoveryStore,
  type TerminalOutcome,
} from '@pos/devices'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useMemo, useState } from 'react'
import { TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import { TerminalPaymentDialog } from '../../register/terminal/TerminalPaymentDialog.tsx'
import { useMe } from '../../session/session.ts'
import { parseMoneyInput } from '../customers/money-input.ts'

const TEST_REGISTER = 'admin-test'

/**
 * 'Test transaction' on a terminal's settings page: an administrator charges a small amount through the
 * same bridge and dialog the sale screen uses. Its payment_recovery lives in localStorage, so a reload
 * recovers it too.
 */
export function TestTransaction({
  provider,
  terminalId,
}: {
  provider: TerminalProvider
  terminalId?: string
}) {
  const me = useMe()
  const [amount, setAmount] = useState('1.00')
  const [run, setRun] = useState<{ receipt: string; cents: number } | null>(null)
  const [last, setLast] = useState<string | null>(null)
  const store: RecoveryStore = useMemo(
    () => storageRecoveryStore(window.localStorage, `pos.test-transaction.${provider}`),
    [provider],
  )
  const [saved, setSaved] = useState(() => window.localStorage.getItem(`pos.test-transaction.${provider}`))
  const terminal = useMemo(
    () => createBridgeTerminal({ provider, baseUrl: window.location.origin, recoveryStore: store }),
    [provider, store],
  )
  const recovery = saved
    ? (JSON.parse(saved) as { amount: number; session_id: string } & Record<string, unknown>)
    : null
  const cents = parseMoneyInput(amount)

  async function finished(outcome: TerminalOutcome) {
    await store.clear()
    setSaved(null)
    setRun(null)
    setLast(outcome.ok ? t('terminal.success') : outcome.error.message)
  }

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" align="end">
        <TextInputField
          id={`test-amount-${provider}`}
          label={t('integrations.test_amount')}
          value={amount}
          inputMode="decimal"
          onChange={setAmount}
        />
        <Button
          type="button"
          disabled={cents === null || cents === undefined || cents <= 0 || run !== null}
          onClick={() => setRun({ receipt: `TEST-${Date.now()}`, cents: cents ?? 0 })}
        >
          {t('integrations.test_transaction')}
        </Button>
      </Flex>
      {last ? (
        <Text size="2" data-testid="test-transaction-result">
          {last}
        </Text>
      ) : null}
      {run || recovery ? (
        <TerminalPaymentDialog
          terminal={terminal}
          request={{
            registerId: TEST_REGISTER,
            receiptNumber: run?.receipt ?? 'recovered',
            amount: minor(run?.cents ?? recovery?.amount ?? 0),
            currency: me.company.currency,
            paymentMethodId: `test-${provider}`,
            ...(terminalId ? { terminalId } : {}),
          }}
          recovery={run ? null : (recovery as never)}
          onDone={finished}
        />
      ) : null}
    </Flex>
  )
}
