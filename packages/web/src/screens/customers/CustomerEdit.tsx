import { Card, Grid, Skeleton, Tabs } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { EditActions } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatMoney } from '../../format/money.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs.tsx'
import { useCustomForm } from '../custom-fields/use-custom-form.ts'
import {
  type CustomerErrors,
  CustomerForm,
  type CustomerInput,
  customerErrors,
  customerPayload,
  EMPTY_CUSTOMER,
} from './CustomerForm.tsx'
import { type Customer, customers } from './customers-api.ts'
import { LoyaltyTab } from './LoyaltyTab.tsx'
import { ReviewFlags } from './ReviewFlags.tsx'
import { SalesTab } from './SalesTab.tsx'
import { Stat } from './Stat.tsx'
import { StoreCreditTab } from './StoreCreditTab.tsx'

type Tab = 'general' | 'store-credit' | 'loyalty' | 'sales'

function inputOf(customer: Customer): CustomerInput {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    birth_date: customer.birth_date ?? '',
    email_subscriber: customer.email_subscriber,
    sms_subscriber: customer.sms_subscriber,
    tags: customer.tags.join(', '),
  }
}

/** A new customer (id null), or one customer with the tabs of spec 2: general, store credit, loyalty, sales. */
export function CustomerEdit({ id }: { id: number | null }) {
  const router = useRouter()
  const { company } = useMe()
  const existing = useRequest(id === null ? null : (signal) => customers.get(id, { signal }), [id])
  const [customer, setCustomer] = useState<Customer | undefined>()
  const [form, setForm] = useState<CustomerInput>(EMPTY_CUSTOMER)
  const [errors, setErrors] = useState<CustomerErrors>({})
  const [saving, setSaving] = useState(false)
  const [tab, setTab] = useHistoryTab<Tab>('customer-edit', 'general')
  const custom = useCustomForm('customers', customer?.custom)

  useEffect(() => {
    if (!existing.data) return
    setCustomer(existing.data)
    setForm(inputOf(existing.data))
  }, [existing.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = customerErrors(form)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setTab('general')
      return
    }
    setSaving(true)
    custom.clearErrors()
    const payload = {
      ...customerPayload(form),
      ...custom.body(),
    }
    try {
      if (id === null) {
        const answer = await customers.create(payload)
        showToast(t('customers.created'), 'success')
        await router.navigate({ to: '/customers/customers/$id', params: { id: String(answer.id) } })
        return
      }
      setCustomer(await customers.update(id, payload))
      showToast(t('common.saved'), 'success')
    } catch (error) {
      // The client already showed the server's message; a custom field's shows under it too.
      custom.showRefusal(error)
    } finally {
      setSaving(false)
    }
  }

  const money = (cents: number | undefined) => formatMoney(cents ?? 0, company.currency)
  const loading = id !== null && !customer
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() : t('customers.new_title')

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={name}
        description={id === null ? undefined : t('customers.edit_title')}
        actions={
          <EditActions
            back="/customers/customers"
            saving={saving}
            loading={loading}
            canSave={tab === 'general'}
          />
        }
      />
      {id === null ? (
        <Card size="3">
          <CustomerForm value={form} errors={errors} onChange={setForm} />
          <CustomFieldInputs {...custom.inputs} />
        </Card>
      ) : (
        <>
          <ReviewFlags query={{ customer_id: id }} />
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <Tabs.List>
              <Tabs.Trigger value="general">{t('customers.tab_general')}</Tabs.Trigger>
              <Tabs.Trigger value="store-credit">{t('customers.tab_store_credit')}</Tabs.Trigger>
              <Tabs.Trigger value="loyalty">{t('customers.tab_loyalty')}</Tabs.Trigger>
              <Tabs.Trigger value="sales">{t('customers.tab_sales')}</Tabs.Trigger>
            </Tabs.List>
            <Skeleton loading={loading}>
              <div>
                <Tabs.Content value="general">
                  {customer && (
                    <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3" mt="4">
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
                  <Card size="3" mt="4">
                    <CustomerForm value={form} errors={errors} onChange={setForm} />
                    <CustomFieldInputs {...custom.inputs} />
                  </Card>
                </Tabs.Content>
                <Tabs.Content value="store-credit">
                  {customer && <StoreCreditTab customer={customer} onChange={setCustomer} />}
                </Tabs.Content>
                <Tabs.Content value="loyalty">
                  {customer && <LoyaltyTab customer={customer} onChange={setCustomer} />}
                </Tabs.Content>
                <Tabs.Content value="sales">{customer && <SalesTab customerId={customer.id} />}</Tabs.Content>
              </div>
            </Skeleton>
          </Tabs.Root>
        </>
      )}
    </form>
  )
}
