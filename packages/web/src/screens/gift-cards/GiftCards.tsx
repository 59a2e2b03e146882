import { Badge, Button, Dialog, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { DialogButtons } from '../../components/DialogButtons.tsx'
import { EntityList } from '../../components/entity/index.ts'
import { TextInputField } from '../../components/FormFields.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useCan, useMe } from '../../session/session.ts'
import { GIFT_CARD_FILTERS } from '../list-filters.ts'
import { type GiftCardRecord, giftCardValidityDays, saveGiftCardValidityDays } from './gift-cards-api.ts'

const STATUS_COLOUR = { active: 'green', used: 'gray', expired: 'orange' } as const

export function GiftCardStatus({ status }: { status: GiftCardRecord['status'] }) {
  return (
    <Badge color={STATUS_COLOUR[status]} variant="soft" radius="full">
      {t(`giftcards.status_${status}`)}
    </Badge>
  )
}

/** Gift cards (spec 2 /product/gift-cards): serial, value, remaining, customer, expiration. */
export function GiftCards() {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  return (
    <EntityList<GiftCardRecord>
      title={t('giftcards.title')}
      resource="proxy/giftcards.json"
      itemsKey="giftcards"
      rowKey={(row) => row.id}
      rowLink={(row) => `/product/gift-cards/${row.serial}`}
      searchPlaceholder={t('giftcards.search_placeholder')}
      emptyText={t('giftcards.empty')}
      create={{ to: '/product/gift-cards/new', label: t('giftcards.new') }}
      csvName="gift-cards"
      actions={<ValiditySetting />}
      filters={[
        {
          key: 'status',
          label: t('common.status'),
          options: GIFT_CARD_FILTERS.status.map((status) => ({
            value: status,
            label: t(`giftcards.status_${status}`),
          })),
        },
      ]}
      columns={[
        { key: 'serial', header: t('giftcards.serial'), cell: (row) => row.serial },
        {
          key: 'value',
          header: t('giftcards.value'),
          align: 'right',
          cell: (row) => money(row.value),
          csv: (row) => (row.value / 100).toFixed(2),
        },
        {
          key: 'remaining',
          header: t('giftcards.remaining'),
          align: 'right',
          cell: (row) => money(row.current_amount),
          csv: (row) => (row.current_amount / 100).toFixed(2),
        },
        {
          key: 'customer',
          header: t('giftcards.customer'),
          cell: (row) => row.customer_name ?? '—',
          csv: (row) => row.customer_name ?? '',
        },
        {
          key: 'expiration',
          header: t('giftcards.expiration'),
          cell: (row) => (row.expiration ? formatDate(row.expiration) : t('giftcards.never')),
          csv: (row) => row.expiration ?? '',
        },
        {
          key: 'status',
          header: t('common.status'),
          cell: (row) => <GiftCardStatus status={row.status} />,
          csv: (row) => row.status,
        },
      ]}
    />
  )
}

/** The company's gift card validity in days (spec 9), shown here and changed by a company administrator. */
function ValiditySetting() {
  const can = useCan()
  const settings = useRequest((signal) => giftCardValidityDays({ signal }), [])
  const [open, setOpen] = useState(false)
  const [days, setDays] = useState('')
  const { busy: saving, run } = useBusy()
  const current = settings.data
  const canChange = can('admin.company', 'edit')
  if (current === undefined) return null
  const label = current === 0 ? t('giftcards.validity_never') : tn('giftcards.validity_days', current)

  async function save() {
    await run(async () => {
      await saveGiftCardValidityDays(Number(days))
      showToast(t('common.saved'), 'success')
      settings.reload()
      setOpen(false)
    })
  }

  if (!canChange) {
    return (
      <Text size="2" color="gray">
        {label}
      </Text>
    )
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setDays(String(current))
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" color="gray">
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('giftcards.validity_title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('giftcards.validity_hint')}
        </Dialog.Description>
        <TextInputField
          id="validity_days"
          label={t('giftcards.validity_label')}
          inputMode="numeric"
          value={days}
          onChange={setDays}
        />
        <DialogButtons label={t('common.save')} loading={saving} onClick={() => void save()} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  )
}
