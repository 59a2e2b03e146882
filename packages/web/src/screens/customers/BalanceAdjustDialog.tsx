import { Button, Dialog, Flex, SegmentedControl } from '@radix-ui/themes'
import { useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { DialogButtons } from '../../components/DialogButtons.tsx'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from './money-input.ts'
import { ReasonSelect } from './ReasonSelect.tsx'

/** What the cashier entered: cents signed by direction (positive adds to the balance), and why. */
export type BalanceAdjustment = { cents: number; reasonId: number; description: string; reference: string }

type Props = {
  title: string
  hint?: string
  /** Prefix of the fields' ids, so each screen keeps its own labels and test hooks. */
  idPrefix: string
  reasonKind: 'store_credit' | 'gift_card'
  noReasonsText: string
  addLabel: string
  takeLabel: string
  /** Which direction the dialog opens on. */
  initial: 'add' | 'take'
  /** Offer a reference field (store credit has one, gift cards don't). */
  withReference?: boolean
  successText: string
  saveLabel: string
  /** Sends the adjustment; rejects when the server refused it (the API client already said why). */
  onSubmit: (adjustment: BalanceAdjustment) => Promise<void>
}

/**
 * A manual change to a balance (store credit, a gift card): add or take an amount, with a required reason.
 * The balance rules (never below zero, reason of the right kind) are the server's; this only gathers input.
 */
export function BalanceAdjustDialog(props: Props) {
  const [open, setOpen] = useState(false)
  const [direction, setDirection] = useState<'add' | 'take'>(props.initial)
  const [amount, setAmount] = useState('')
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [description, setDescription] = useState('')
  const [reference, setReference] = useState('')
  const [error, setError] = useState<{ amount?: string; reason?: string }>({})
  const [saving, setSaving] = useState(false)
  const id = (name: string) => `${props.idPrefix}_${name}`

  async function submit() {
    const cents = parseMoneyInput(amount)
    const found = {
      amount: cents === null || cents <= 0 ? t('customers.amount_invalid') : undefined,
      reason: reasonId === null ? t('customers.reason_required') : undefined,
    }
    setError(found)
    if (found.amount || found.reason || cents === null || reasonId === null) return
    setSaving(true)
    try {
      await props.onSubmit({ cents: direction === 'add' ? cents : -cents, reasonId, description, reference })
      showToast(props.successText, 'success')
      setOpen(false)
      setAmount('')
      setDescription('')
      setReference('')
    } catch {
      // The API client showed why.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button type="button">{props.title}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{props.title}</Dialog.Title>
        {props.hint && (
          <Dialog.Description size="2" color="gray" mb="4">
            {props.hint}
          </Dialog.Description>
        )}
        <Flex direction="column" gap="3">
          <SegmentedControl.Root
            value={direction}
            onValueChange={(value) => setDirection(value as 'add' | 'take')}
          >
            {(props.initial === 'add' ? (['add', 'take'] as const) : (['take', 'add'] as const)).map(
              (value) => (
                <SegmentedControl.Item key={value} value={value}>
                  {value === 'add' ? props.addLabel : props.takeLabel}
                </SegmentedControl.Item>
              ),
            )}
          </SegmentedControl.Root>
          <TextInputField
            id={id('amount')}
            label={t('customers.amount')}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={error.amount}
          />
          <Field label={t('customers.reason')} htmlFor={id('reason')} error={error.reason}>
            <ReasonSelect
              id={id('reason')}
              kind={props.reasonKind}
              value={reasonId}
              onChange={setReasonId}
              placeholder={t('customers.choose_reason')}
              empty={props.noReasonsText}
            />
          </Field>
          <TextInputField
            id={id('description')}
            label={t('customers.description')}
            value={description}
            onChange={setDescription}
          />
          {props.withReference && (
            <TextInputField
              id={id('reference')}
              label={t('customers.reference')}
              value={reference}
              onChange={setReference}
            />
          )}
        </Flex>
        <DialogButtons label={props.saveLabel} loading={saving} onClick={() => void submit()} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  )
}
