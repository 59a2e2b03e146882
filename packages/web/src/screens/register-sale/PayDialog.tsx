import { type Minor, minor, type RefundTender } from '@pos/core'
import { Button, Dialog, Flex, SegmentedControl, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import type { DraftSale } from '../../register/sale/sale-model.ts'
import type { Tender, TenderContext, TenderOutcome } from '../../register/sale/tenders.ts'
import { moneyInputText, parseMoneyInput } from '../customers/money-input.ts'

type Props = {
  draft: DraftSale
  /** A refund's next suggested tender, back onto the original sale's (core RFD1); chosen and filled in. */
  refund?: RefundTender | null
  tenders: Tender[]
  context: TenderContext
  currency: string
  onPaid: (outcome: Extract<TenderOutcome, { ok: true }>) => void
  onClose: () => void
}

/**
 * Takes one tender at a time (cash first, so Enter pays cash for what is owed); each refuses with the spec's
 * message. The sale may be split over several tenders: the dialog stays until nothing is owed.
 */
export function PayDialog({ draft, refund = null, tenders, context, currency, onPaid, onClose }: Props) {
  const suggested = refund
    ? tenders.findIndex((candidate) => String(candidate.method.id) === String(refund.payment_method))
    : -1
  const [chosen, setChosen] = useState(Math.max(0, suggested))
  const [amount, setAmount] = useState(
    moneyInputText(suggested >= 0 && refund ? minor(-refund.amount) : context.totals.remaining),
  )
  const [serial, setSerial] = useState(suggested >= 0 ? (refund?.serial_number ?? '') : '')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const tender = tenders[chosen]

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!tender) return
    const cents = parseMoneyInput(amount)
    if (cents === null) {
      setProblem(t('sale.amount'))
      return
    }
    setBusy(true)
    try {
      const outcome = await tender.take(draft, { amount: minor(cents) as Minor, serial }, context)
      if (!outcome.ok) setProblem(outcome.message)
      else onPaid(outcome)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="460px" aria-describedby={undefined}>
        <Dialog.Title>
          {t('sale.remaining')} {formatMoney(context.totals.remaining, currency)}
        </Dialog.Title>
        {tenders.length === 0 ? (
          <Text color="red">{t('sale.no_tenders')}</Text>
        ) : (
          <form onSubmit={submit}>
            <Flex direction="column" gap="4">
              <SegmentedControl.Root
                aria-label={t('sale.tender')}
                value={String(chosen)}
                onValueChange={(value) => {
                  setChosen(Number(value))
                  setProblem(null)
                }}
              >
                {tenders.map((candidate, index) => (
                  <SegmentedControl.Item key={candidate.method.id} value={String(index)}>
                    {candidate.method.name}
                  </SegmentedControl.Item>
                ))}
              </SegmentedControl.Root>
              {tender?.needsSerial && (
                <TextField.Root
                  size="3"
                  aria-label={t('sale.serial')}
                  placeholder={t('sale.serial')}
                  value={serial}
                  onChange={(event) => setSerial(event.target.value)}
                />
              )}
              <TextField.Root
                size="3"
                autoFocus
                aria-label={t('sale.amount')}
                inputMode="decimal"
                value={amount}
                onFocus={(event) => event.target.select()}
                onChange={(event) => {
                  setAmount(event.target.value)
                  setProblem(null)
                }}
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
              {problem && (
                <Text color="red" role="alert" weight="medium">
                  {problem}
                </Text>
              )}
              <Flex justify="end" gap="3">
                <Button type="button" variant="soft" color="gray" onClick={onClose}>
                  {t('sale.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('sale.take_payment')}
                </Button>
              </Flex>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
