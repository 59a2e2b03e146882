import type { SaleTotals as Totals } from '@pos/core'
import { Flex, Heading, Separator, Text } from '@radix-ui/themes'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import type { DraftSale } from '../../register/sale/sale-model.ts'

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" aria-label={label} role="group">
      <Text color={strong ? undefined : 'gray'} weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Text weight={strong ? 'bold' : 'regular'}>{value}</Text>
    </Flex>
  )
}

/** The sale's figures, all from core's recompute. */
export function SaleTotals({ totals, draft }: { totals: Totals; draft: DraftSale }) {
  const money = (amount: number) => formatMoney(amount, draft.currency)
  return (
    <Flex direction="column" gap="2">
      <Row label={t('sale.subtotal')} value={money(totals.subtotal)} />
      {totals.discounts !== 0 && <Row label={t('sale.discounts')} value={`−${money(totals.discounts)}`} />}
      {draft.shipping && <Row label={t('sale.shipping')} value={money(totals.shipping)} />}
      <Row label={t('sale.tax')} value={money(totals.tax)} />
      <Separator size="4" />
      <Flex justify="between" align="baseline" role="group" aria-label={t('sale.total')}>
        <Text weight="bold" size="5">
          {t('sale.total')}
        </Text>
        <Heading size="7">{money(totals.total)}</Heading>
      </Flex>
      {draft.payments.map((payment) => (
        <Row
          key={`${payment.payment_method}-${payment.date}-${payment.amount}`}
          label={payment.processor === 'rounding' ? t('sale.rounding') : payment.name}
          value={money(payment.amount)}
        />
      ))}
      {draft.payments.length > 0 && (
        <Row label={t('sale.remaining')} value={money(totals.remaining)} strong />
      )}
    </Flex>
  )
}
