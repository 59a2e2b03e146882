import { type Minor, minor, type RefundTender, tenderPayable } from '@pos/core'
import { Button, Dialog, Flex, RadioCards, Text, TextField } from '@radix-ui/themes'
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
 * message. The sale may be split over several tenders: the dialog stays until nothing is owed. What the chosen
 * tender asks for is shown before it is taken: cash rounded to its increment, with the rounding beside it.
 * The tenders wrap onto rows, so every one and its messages fit a 768 px tablet.
 */
export function PayDialog({ draft, refund = null, tenders, context, currency, onPaid, onClose }: Props) {
  const suggested = refund
    ? tenders.findIndex((candidate) => String(candidate.method.id) === String(refund.payment_method))
    : -1
  const remaining = context.totals.remaining
  /** What the tender at `index` asks for to settle the sale (cash rounded, core TND7) and its rounding. */
  const dueOf = (index: number) => {
    const candidate = tenders[index]
    return candidate
      ? tenderPayable(candidate.method, remaining, draft.currency)
      : { payable: remaining, rounding: minor(0) }
  }
  /** The amount filled in for a tender: a suggested refund's, else what settles (what is owed when that is 0). */
  const suggestedAmount = (index: number) => {
    if (index === suggested && refund) return minor(-refund.amount)
    const { payable } = dueOf(index)
    return payable === 0 ? remaining : payable
  }
  const [chosen, setChosen] = useState(Math.max(0, suggested))
  const [amount, setAmount] = useState(() => moneyInputText(suggestedAmount(Math.max(0, suggested))))
  // Until the cashier types an amount, choosing another tender fills in that tender's own amount.
  const [typed, setTyped] = useState(false)
  const [serial, setSerial] = useState(suggested >= 0 ? (refund?.serial_number ?? '') : '')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const tender = tenders[chosen]
  const due = dueOf(chosen)

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
      <Dialog.Content maxWidth="520px" aria-describedby={undefined} style={{ overflowX: 'hidden' }}>
        <Dialog.Title mb="1">
          {t('sale.remaining')} {formatMoney(due.payable, currency)}
        </Dialog.Title>
        {due.rounding !== 0 && (
          <Text as="p" size="2" color="gray" data-testid="pay-rounding">
            {t('sale.pay_rounding', {
              total: formatMoney(remaining, currency),
              rounding: formatMoney(-due.rounding, currency),
            })}
          </Text>
        )}
        {tenders.length === 0 ? (
          <Text color="red">{t('sale.no_tenders')}</Text>
        ) : (
          <form onSubmit={submit}>
            <Flex direction="column" gap="4" mt="4">
              <RadioCards.Root
                aria-label={t('sale.tender')}
                size="1"
                columns={{ initial: '2', xs: '3' }}
                gap="2"
                value={String(chosen)}
                onValueChange={(value) => {
                  const index = Number(value)
                  setChosen(index)
                  if (!typed) setAmount(moneyInputText(suggestedAmount(index)))
                  setProblem(null)
                }}
              >
                {tenders.map((candidate, index) => (
                  <RadioCards.Item key={candidate.method.id} value={String(index)}>
                    {candidate.method.name}
                  </RadioCards.Item>
                ))}
              </RadioCards.Root>
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
                  setTyped(true)
                  setProblem(null)
                }}
              >
                <TextField.Slot>$</TextField.Slot>
              </TextField.Root>
              {problem && (
                <Text color="red" role="alert" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {problem}
                </Text>
              )}
              <Flex justify="end" gap="3" wrap="wrap">
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
