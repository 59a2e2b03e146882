import { customerResource } from '@pos/core'
import { Grid, Tabs } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { ResourceEdit } from '../../components/resource/index.ts'
import { formatMoney } from '../../format/money.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import type { Customer } from './customers-api.ts'
import { LoyaltyTab } from './LoyaltyTab.tsx'
import { ReviewFlags } from './ReviewFlags.tsx'
import { SalesTab } from './SalesTab.tsx'
import { Stat } from './Stat.tsx'
import { StoreCreditTab } from './StoreCreditTab.tsx'

type Tab = 'general' | 'store-credit' | 'loyalty' | 'sales'

/**
 * A new customer (id null) on the generic edit screen, or one customer with the tabs of spec 2: general (their
 * figures above the declared fields), store credit, loyalty and sales. Loyalty's opt in and out are on its tab,
 * and a customer is not deleted from here.
 */
export function CustomerEdit({ id }: { id: number | null }) {
  const [tab, setTab] = useHistoryTab<Tab>('customer-edit', 'general')
  return (
    <ResourceEdit
      resource={customerResource}
      id={id}
      declaredActions={false}
      removable={false}
      {...(id === null
        ? {}
        : {
            description: t('customers.edit_title'),
            canSave: tab === 'general',
            layout: (fields, { row, setRow }) => (
              <CustomerTabs
                id={id}
                tab={tab}
                onTab={setTab}
                customer={row as Customer | undefined}
                onChange={setRow}
                fields={fields}
              />
            ),
          })}
    />
  )
}

function CustomerTabs({
  id,
  tab,
  onTab,
  customer,
  onChange,
  fields,
}: {
  id: number
  tab: Tab
  onTab: (tab: Tab) => void
  customer: Customer | undefined
  onChange: (next: Customer) => void
  fields: ReactNode
}) {
  const { company } = useMe()
  const money = (cents: number | undefined) => formatMoney(cents ?? 0, company.currency)
  return (
    <>
      <ReviewFlags query={{ customer_id: id }} />
      <Tabs.Root value={tab} onValueChange={(value) => onTab(value as Tab)}>
        <Tabs.List mb="4">
          <Tabs.Trigger value="general">{t('customers.tab_general')}</Tabs.Trigger>
          <Tabs.Trigger value="store-credit">{t('customers.tab_store_credit')}</Tabs.Trigger>
          <Tabs.Trigger value="loyalty">{t('customers.tab_loyalty')}</Tabs.Trigger>
          <Tabs.Trigger value="sales">{t('customers.tab_sales')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="general">
          {customer && (
            <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3" mb="4">
              <Stat
                label={t('customers.lifetime_sales')}
                value={money(customer.lifetime_sales)}
                testId="lifetime-sales"
              />
              <Stat label={t('customers.sales_6_months')} value={money(customer.sales_6_months)} />
              <Stat label={t('customers.sales_3_months')} value={money(customer.sales_3_months)} />
              <Stat
                label={t('customers.average_order')}
                value={money(customer.average_order)}
                testId="average-order"
              />
              <Stat label={t('customers.store_credit')} value={money(customer.credit_balance)} />
            </Grid>
          )}
          {fields}
        </Tabs.Content>
        <Tabs.Content value="store-credit">
          {customer && <StoreCreditTab customer={customer} onChange={onChange} />}
        </Tabs.Content>
        <Tabs.Content value="loyalty">
          {customer && <LoyaltyTab customer={customer} onChange={onChange} />}
        </Tabs.Content>
        <Tabs.Content value="sales">{customer && <SalesTab customerId={customer.id} />}</Tabs.Content>
      </Tabs.Root>
    </>
  )
}
