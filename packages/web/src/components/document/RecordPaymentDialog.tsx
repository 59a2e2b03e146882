import { Button, Dialog, Flex } from '@radix-ui/themes'
import { type ReactNode, useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { t } from '../../i18n/index.ts'
import { moneyInputText, parseMoneyInput } from '../../screens/customers/money-input.ts'
import { DialogButtons } from '../DialogButtons.tsx'
import { TextInputField } from '../FormFields.tsx'

type Errors = Record<string, string>

/**
 * Record Payment of a document (an invoice, a bill): the amount (what is owed, each time it opens), its date and
 * where the money went (`children`, given the refusals by field); `pay` sends it and throws the server's refusal,
 * which shows under its field.
 */
export function RecordPaymentDialog({
  idPrefix,
  title,
  description,
  labels,
  owed,
  initialDate,
  onOpen,
  pay,
  children,
}: {
  /** The fields' ids start with it: `payment` gives payment-amount and payment-date. */
  idPrefix: string
  title: string
  description: string
  labels: { amount: string; date: string }
  owed: number
  /** The date the payment starts at (today, as the screen reckons it). */
  initialDate: string
  onOpen?: () => void
  pay: (payment: { amount: number; date: string }) => Promise<void>
  children: (errors: Errors) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const [date, setDate] = useState(initialDate)
  const [errors, setErrors] = useState<Errors>({})

  async function submit() {
    const cents = parseMoneyInput(amount)
    if (cents === null || cents <= 0) {
      setErrors({ amount: t('invoice.payment_amount') })
      return
    }
    try {
      await pay({ amount: cents, date })
      setOpen(false)
    } catch (caught) {
      const refusal = refusalOf(caught)
      if (refusal) setErrors({ [refusal.field ?? 'amount']: refusal.message })
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setAmount(moneyInputText(owed))
          setErrors({})
          onOpen?.()
        }
      }}
    >
      <Dialog.Trigger>
        <Button type="button" variant="soft">
          {title}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {description}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <TextInputField
            id={`${idPrefix}-amount`}
            label={labels.amount}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <TextInputField
            id={`${idPrefix}-date`}
            label={labels.date}
            type="date"
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          {children(errors)}
        </Flex>
        <DialogButtons label={title} onClick={() => void submit()} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  )
}
