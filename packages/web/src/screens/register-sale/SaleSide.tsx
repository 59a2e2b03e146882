import { Badge, Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, memo, useState } from 'react'
import { LabelledCheckbox } from '../../components/LabelledCheckbox.tsx'
import { formatMoney } from '../../format/money.ts'
import { t, tn } from '../../i18n/index.ts'
import type { SaleCustomer } from '../../register/sale/sale-model.ts'
import { QueueBadge } from './QueueBadge.tsx'

// The parts of the sale screen around the lines, each memoised on what it shows: a scan changes the lines and
// the totals, and renders neither the header, the customer, the promo codes nor the buttons again.
// Their callbacks must be stable (the screen makes them with useCallback over the latest sale).

type HeaderProps = {
  register: string
  store: string
  queued: number
  employee: string
  onQueue: () => void
  onChangeEmployee: () => void
}

export const SaleHeader = memo(function SaleHeader(props: HeaderProps) {
  const { register, store, queued, employee, onQueue, onChangeEmployee } = props
  return (
    <Flex justify="between" align="center" wrap="wrap" gap="3">
      <Flex align="center" gap="3">
        <Heading size="6">{t('sale.title')}</Heading>
        <Text color="gray">
          {register} · {store}
        </Text>
      </Flex>
      <Flex align="center" gap="3">
        <QueueBadge count={queued} />
        {queued > 0 && (
          <Button size="1" variant="ghost" onClick={onQueue}>
            {t('sale.queue_review')}
          </Button>
        )}
        <Text size="2">{t('sale.served_by', { name: employee })}</Text>
        <Button size="1" variant="ghost" onClick={onChangeEmployee}>
          {t('sale.change_employee')}
        </Button>
      </Flex>
    </Flex>
  )
})

type CustomerProps = {
  customer: SaleCustomer | null
  currency: string
  onFind: () => void
  onRemove: () => void
}

export const SaleCustomerBlock = memo(function SaleCustomerBlock(props: CustomerProps) {
  const { customer, currency, onFind, onRemove } = props
  return (
    <Flex justify="between" align="center">
      <div>
        <Text size="1" color="gray" as="div">
          {t('sale.customer')}
        </Text>
        <Text weight="medium" data-testid="sale-customer">
          {customer?.name ?? t('sale.customer_none')}
        </Text>
        {customer && (
          <Text size="1" color="gray" as="div">
            {tn('sale.customer_points', customer.loyalty_points, {
              credit: formatMoney(customer.credit_balance, currency),
            })}
          </Text>
        )}
      </div>
      {customer ? (
        <Button size="1" variant="soft" color="gray" onClick={onRemove}>
          {t('sale.customer_remove')}
        </Button>
      ) : (
        <Button size="1" variant="soft" onClick={onFind}>
          {t('sale.customer_find')}
        </Button>
      )}
    </Flex>
  )
})

type PromoProps = {
  codes: readonly string[]
  /** The codes that did not apply, one a line (a string, so the block renders only when it changes). */
  notApplied: string
  onAdd: (code: string) => void
}

/** The promo code field and the codes asked for: green when applied, red when not. */
export const SalePromoCodes = memo(function SalePromoCodes({ codes, notApplied, onAdd }: PromoProps) {
  const [promo, setPromo] = useState('')
  const unknown = new Set(notApplied.split('\n'))
  function submit(event: FormEvent) {
    event.preventDefault()
    onAdd(promo)
    setPromo('')
  }
  return (
    <>
      <form onSubmit={submit}>
        <Flex gap="2">
          <TextField.Root
            aria-label={t('sale.promo_code')}
            placeholder={t('sale.promo_code')}
            value={promo}
            onChange={(event) => setPromo(event.target.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="soft">
            {t('sale.promo_add')}
          </Button>
        </Flex>
      </form>
      {codes.length > 0 && (
        <Flex gap="2" wrap="wrap">
          {codes.map((code) => (
            <Badge key={code} color={unknown.has(code) ? 'red' : 'green'}>
              {code}
            </Badge>
          ))}
        </Flex>
      )}
    </>
  )
})

export const SaleGiftReceipt = memo(function SaleGiftReceipt(props: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return <LabelledCheckbox label={t('sale.gift_receipt')} checked={props.checked} onChange={props.onChange} />
})

/** "Customer picks up later": the sale makes a Store Pickup fulfillment of its lines when it is posted. */
export const SalePickup = memo(function SalePickup(props: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return <LabelledCheckbox label={t('sale.pickup')} checked={props.checked} onChange={props.onChange} />
})

type ActionsProps = {
  hasLines: boolean
  hasPayments: boolean
  onPay: () => void
  onSuspend: () => void
  onRetrieve: () => void
  onReturn: () => void
  onClear: () => void
}

export const SaleActions = memo(function SaleActions(props: ActionsProps) {
  const { hasLines, hasPayments, onPay, onSuspend, onRetrieve, onReturn, onClear } = props
  return (
    <>
      <Flex gap="2">
        <Button size="4" style={{ flex: 1 }} disabled={!hasLines} onClick={onPay}>
          {t('sale.pay')}
        </Button>
      </Flex>
      <Flex gap="2">
        <Button
          variant="soft"
          color="gray"
          style={{ flex: 1 }}
          disabled={!hasLines || hasPayments}
          onClick={onSuspend}
        >
          {t('sale.suspend')}
        </Button>
        <Button variant="soft" color="gray" style={{ flex: 1 }} disabled={hasLines} onClick={onRetrieve}>
          {t('sale.retrieve')}
        </Button>
        <Button variant="soft" color="gray" style={{ flex: 1 }} onClick={onReturn}>
          {t('sale.return')}
        </Button>
      </Flex>
      <Button variant="ghost" color="gray" size="1" onClick={onClear}>
        {t('sale.clear')}
      </Button>
    </>
  )
})
