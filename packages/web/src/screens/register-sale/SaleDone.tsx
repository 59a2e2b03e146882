import { opensCashDrawer, type ReceiptDocument } from '@pos/core'
import { printerForRegister, printWithoutBlocking } from '@pos/devices'
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { printReceipt } from '../../register/receipt/print-receipt.ts'
import { ReceiptView } from '../../register/receipt/ReceiptView.tsx'
import { completedReceipt } from '../../register/receipt/sale-receipt.ts'
import { type EmailOutcome, emailReceipt } from '../../register/sale/email-receipt.ts'
import type { SaleRegister } from '../../register/sale/register-context.ts'
import type { Completed } from '../../register/sale/use-sale.ts'
import { QueueBadge } from './QueueBadge.tsx'

type Props = {
  done: Completed
  register: SaleRegister | null
  queued: number
  onNext: () => void
  /** A receipt email waits for its sale to post: send the queue now. */
  onEmailQueued?: () => void
}

/**
 * Shown once the sale is durably queued: the change to give, the receipt on screen, Enter for the next sale.
 * An Epson register prints the receipt at once (and pulses the drawer for cash); the system printer prints
 * when asked. Printing errors are logged and toasted, never block the sale (spec 8).
 */
export function SaleDone({ done, register, queued, onNext, onEmailQueued }: Props) {
  const [gift, setGift] = useState(false)
  const [email, setEmail] = useState(done.draft.customer?.email ?? '')
  const [emailing, setEmailing] = useState(false)
  const [emailed, setEmailed] = useState<EmailOutcome | null>(null)

  async function sendEmail(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    const to = email.trim()
    if (!to) return
    setEmailing(true)
    try {
      const outcome = await emailReceipt({ receipt: done.receipt, email: to })
      setEmailed(outcome)
      if (outcome.kind === 'queued') onEmailQueued?.()
    } finally {
      setEmailing(false)
    }
  }
  const receipt = useMemo(
    () => (register ? completedReceipt(done, register, gift) : null),
    [done, register, gift],
  )
  const printed = useRef(false)

  const print = useCallback(
    async (document: ReceiptDocument, openDrawer: boolean) => {
      if (!register) return
      if (register.printer_type !== 'epson') {
        printReceipt()
        return
      }
      const printer = printerForRegister({ printer_type: 'epson', printer_ip: register.printer_ip ?? '' })
      const outcome = await printWithoutBlocking(
        printer,
        document,
        { openDrawer, jobId: done.receipt },
        (m, d) => console.error(m, d),
      )
      if (!outcome.ok) showToast(t('sale.done_print_failed', { error: outcome.error.message }), 'warning')
    },
    [done.receipt, register],
  )

  useEffect(() => {
    if (printed.current || !receipt || register?.printer_type !== 'epson') return
    printed.current = true
    void print(receipt, opensCashDrawer(done.draft.payments))
  }, [done.draft.payments, print, receipt, register])

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Enter') {
        // Enter in the email field sends the receipt, not the next sale.
        if (event.target instanceof HTMLElement && event.target.closest('[data-email-receipt]')) return
        event.preventDefault()
        onNext()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onNext])

  function printAgain(asGift: boolean) {
    setGift(asGift)
    if (!register) return
    const document = completedReceipt(done, register, asGift)
    // The system printer prints what is on screen: wait for the gift variant to render first.
    if (document) window.setTimeout(() => void print(document, false), 0)
  }

  return (
    <Flex gap="5" justify="center" align="start" wrap="wrap" style={{ margin: '48px auto' }}>
      <Card size="4" style={{ width: 440 }}>
        <Flex direction="column" gap="4" align="center">
          <Heading size="6">{t('sale.done_title')}</Heading>
          <Text color="gray" data-testid="sale-receipt">
            {t('sale.done_receipt', { receipt: done.receipt })}
          </Text>
          <Text size="2" color="gray">
            {t('sale.done_change')}
          </Text>
          <Heading size="9" data-testid="sale-change">
            {formatMoney(done.change, done.draft.currency)}
          </Heading>
          <QueueBadge count={queued} />
          <Text size="1" color="gray" align="center">
            {t('sale.done_saved')}
          </Text>
          <Button size="3" onClick={onNext}>
            {t('sale.done_next')}
          </Button>
          {receipt && (
            <Flex gap="2">
              <Button variant="soft" onClick={() => printAgain(false)}>
                {t('sale.done_print')}
              </Button>
              <Button variant="soft" onClick={() => printAgain(true)}>
                {t('sale.done_gift')}
              </Button>
            </Flex>
          )}
          <form onSubmit={sendEmail} data-email-receipt style={{ width: '100%' }}>
            <Flex gap="2">
              <TextField.Root
                type="email"
                aria-label={t('sale.done_email_to')}
                placeholder={t('sale.done_email_to')}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value)
                  setEmailed(null)
                }}
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="soft" disabled={!email.trim()} loading={emailing}>
                {t('sale.done_email')}
              </Button>
            </Flex>
          </form>
          {emailed && (
            <Text
              size="2"
              role={emailed.kind === 'refused' ? 'alert' : 'status'}
              color={emailed.kind === 'refused' ? 'red' : 'green'}
            >
              {emailed.kind === 'sent'
                ? t('sale.done_emailed', { email: emailed.to })
                : emailed.kind === 'queued'
                  ? t('sale.done_email_queued')
                  : emailed.message}
            </Text>
          )}
        </Flex>
      </Card>
      {receipt && (
        <Card size="2">
          <div className="receipt-print">
            <ReceiptView receipt={receipt} testId="done-receipt" />
          </div>
        </Card>
      )}
    </Flex>
  )
}
