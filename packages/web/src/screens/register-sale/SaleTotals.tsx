import type { SaleTotals as Totals } from '@pos/core'
import { memo } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import type { DraftSale } from '../../register/sale/sale-model.ts'

// Radix Themes' look (Flex, Text, Separator, Heading) written as plain elements with its classes: every scan
// renders the totals, and the Radix components parse their props on each render.

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 'rt-Text rt-r-weight-bold' : 'rt-Text rt-r-weight-regular'
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled figure, not a form's fieldset (as Radix's Flex was)
    <div className="rt-Flex rt-r-jc-space-between" aria-label={label} role="group">
      <span className={weight} data-accent-color={strong ? undefined : 'gray'}>
        {label}
      </span>
      <span className={weight}>{value}</span>
    </div>
  )
}

type Props = {
  totals: Totals
  currency: string
  shipping: boolean
  payments: DraftSale['payments']
}

/** The sale's figures, all from core's recompute. */
export const SaleTotals = memo(function SaleTotals({ totals, currency, shipping, payments }: Props) {
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <div className="rt-Flex rt-r-fd-column rt-r-gap-2">
      <Row label={t('sale.subtotal')} value={money(totals.subtotal)} />
      {totals.discounts !== 0 && <Row label={t('sale.discounts')} value={`−${money(totals.discounts)}`} />}
      {shipping && <Row label={t('sale.shipping')} value={money(totals.shipping)} />}
      <Row label={t('sale.tax')} value={money(totals.tax)} />
      <span data-accent-color="gray" className="rt-Separator rt-r-orientation-horizontal rt-r-size-4" />
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled figure, not a form's fieldset */}
      <div
        className="rt-Flex rt-r-ai-baseline rt-r-jc-space-between"
        role="group"
        aria-label={t('sale.total')}
      >
        <span className="rt-Text rt-r-size-5 rt-r-weight-bold">{t('sale.total')}</span>
        <h1 className="rt-Heading rt-r-size-7">{money(totals.total)}</h1>
      </div>
      {payments.map((payment) => (
        <Row
          key={`${payment.payment_method}-${payment.date}-${payment.amount}`}
          label={payment.processor === 'rounding' ? t('sale.rounding') : payment.name}
          value={money(payment.amount)}
        />
      ))}
      {payments.length > 0 && <Row label={t('sale.remaining')} value={money(totals.remaining)} strong />}
    </div>
  )
})
