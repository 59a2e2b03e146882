import { InfoCircledIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Grid } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useBusy } from '../../hooks/use-busy.ts'
import { t } from '../../i18n/index.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ReasonSelect, useHasReasons } from '../customers/ReasonSelect.tsx'
import { CustomerPicker } from './CustomerPicker.tsx'
import { createGiftCard } from './gift-cards-api.ts'

type Errors = Partial<Record<'value' | 'reason', string>>

/** Issue a gift card (spec 2 /product/gift-cards/new): needs gift card reasons (spec 5). */
export function GiftCardNew() {
  const router = useRouter()
  const hasReasons = useHasReasons('gift_card')
  const [serial, setSerial] = useState('')
  const [value, setValue] = useState('')
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [customer, setCustomer] = useState<{ id: number | null; label: string | null }>({
    id: null,
    label: null,
  })
  const [errors, setErrors] = useState<Errors>({})
  const { busy: saving, run } = useBusy()

  async function save(event: FormEvent) {
    event.preventDefault()
    const cents = parseMoneyInput(value)
    const found: Errors = {
      value: cents === null || cents <= 0 ? t('giftcards.value_invalid') : undefined,
      reason: reasonId === null ? t('customers.reason_required') : undefined,
    }
    setErrors(found)
    if (cents === null || reasonId === null || found.value || found.reason) return
    await run(async () => {
      const card = await createGiftCard({
        serial: serial.trim(),
        value: cents,
        reason_id: reasonId,
        customer_id: customer.id,
      })
      showToast(t('giftcards.created'), 'success')
      await router.navigate({ to: '/product/gift-cards/$serial', params: { serial: card.serial } })
    })
  }

  return (
    <form onSubmit={save} noValidate>
      <PageHeader
        title={t('giftcards.new_title')}
        actions={
          <>
            <BackLink to="/product/gift-cards" />
            <Button type="submit" loading={saving} disabled={hasReasons !== true}>
              {t('giftcards.issue')}
            </Button>
          </>
        }
      />
      {hasReasons === false ? (
        <Callout.Root color="orange" data-testid="no-gift-card-reasons">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('giftcards.no_reasons')}</Callout.Text>
        </Callout.Root>
      ) : (
        <Card size="3">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <TextInputField
              id="serial"
              label={t('giftcards.serial')}
              value={serial}
              onChange={setSerial}
              hint={t('giftcards.serial_hint')}
            />
            <TextInputField
              id="value"
              label={t('giftcards.value')}
              inputMode="decimal"
              value={value}
              onChange={setValue}
              error={errors.value}
            />
            <Field label={t('customers.reason')} htmlFor="reason" error={errors.reason}>
              <ReasonSelect
                id="reason"
                kind="gift_card"
                value={reasonId}
                onChange={setReasonId}
                placeholder={t('customers.choose_reason')}
                empty={t('giftcards.no_reasons')}
              />
            </Field>
            <Field label={t('giftcards.customer')} htmlFor="customer">
              <CustomerPicker
                id="customer"
                value={customer.id}
                valueLabel={customer.label}
                onChange={(id, label) => setCustomer({ id, label })}
              />
            </Field>
          </Grid>
        </Card>
      )}
    </form>
  )
}
