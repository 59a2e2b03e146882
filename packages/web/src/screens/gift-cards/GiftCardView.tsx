import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Button, Card, Dialog, Flex, Grid, SegmentedControl, Table, Text, TextField } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { formatDate, formatDateTime } from '../customers/format-date.ts'
import { parseMoneyInput } from '../customers/money-input.ts'
import { ReasonSelect } from '../customers/ReasonSelect.tsx'
import { ReviewFlags } from '../customers/ReviewFlags.tsx'
import { Stat } from '../customers/Stat.tsx'
import type { GiftCard, GiftCardTransaction } from '../customers/types.ts'
import { CustomerPicker } from './CustomerPicker.tsx'
import { GiftCardStatus } from './GiftCards.tsx'

/** One gift card (spec 2 /product/gift-cards/{serial}): its figures, owner, and every change of balance. */
export function GiftCardView({ serial }: { serial: string }) {
  const { company } = useMe()
  const loaded = useRequest(
    (signal) =>
      api.get<{ giftcard: GiftCard }>(`proxy/giftcard/${encodeURIComponent(serial)}.json`, { signal }),
    [serial],
  )
  const [card, setCard] = useState<GiftCard | undefined>()
  useEffect(() => setCard(loaded.data?.giftcard), [loaded.data])
  const history = useRequest(
    (signal) =>
      api.get<{ transactions: GiftCardTransaction[] }>(
        `proxy/giftcard/${encodeURIComponent(serial)}/transactions.json`,
        { signal },
      ),
    [serial, card?.current_amount],
  )
  const money = (cents: number) => formatMoney(cents, company.currency)

  async function setCustomer(customerId: number | null) {
    if (!card) return
    try {
      const answer = await api.put<{ giftcard: GiftCard }>(
        `proxy/giftcard/${encodeURIComponent(card.serial)}.json`,
        {
          customer_id: customerId,
          expiration: card.expiration,
        },
      )
      setCard(answer.giftcard)
      showToast(t('common.saved'), 'success')
    } catch {
      // Shown by the client.
    }
  }

  return (
    <>
      <PageHeader
        title={t('giftcards.card_title', { serial })}
        actions={
          <>
            <Button asChild variant="soft" color="gray">
              <Link to="/product/gift-cards">
                <ArrowLeftIcon />
                {t('common.back')}
              </Link>
            </Button>
            {card && <AdjustBalance card={card} onChange={setCard} />}
          </>
        }
      />
      <ReviewFlags query={{ serial }} />
      {card && (
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '2', md: '4' }} gap="3">
            <Stat label={t('giftcards.value')} value={money(card.value)} />
            <Stat
              label={t('giftcards.remaining')}
              value={money(card.current_amount)}
              testId="card-remaining"
            />
            <Stat
              label={t('giftcards.expiration')}
              value={card.expiration ? formatDate(card.expiration) : t('giftcards.never')}
            />
            <Card size="2">
              <Flex direction="column" gap="2">
                <Text size="1" color="gray">
                  {t('common.status')}
                </Text>
                <div>
                  <GiftCardStatus status={card.status} />
                </div>
              </Flex>
            </Card>
          </Grid>
          <Card size="2">
            <Grid columns={{ initial: '1', sm: '2' }} gap="4">
              <Field label={t('customers.reason')} htmlFor="card_reason">
                <Text id="card_reason" size="2">
                  {card.reason || '—'}
                </Text>
              </Field>
              <Field label={t('giftcards.customer')} htmlFor="card_customer">
                <CustomerPicker
                  id="card_customer"
                  value={card.customer_id}
                  valueLabel={card.customer_name}
                  onChange={(id) => void setCustomer(id)}
                />
              </Field>
            </Grid>
          </Card>
          <Card size="1">
            <Table.Root variant="ghost" aria-label={t('giftcards.history')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('customers.date')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('giftcards.by')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('customers.description')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell align="right">{t('customers.amount')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell align="right">{t('customers.balance')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(history.data?.transactions ?? []).map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>{formatDateTime(row.date)}</Table.Cell>
                    <Table.Cell>{row.by ?? '—'}</Table.Cell>
                    <Table.Cell>{row.description}</Table.Cell>
                    <Table.Cell align="right">{money(row.amount)}</Table.Cell>
                    <Table.Cell align="right">{money(row.balance)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card>
        </Flex>
      )}
    </>
  )
}

function AdjustBalance({ card, onChange }: { card: GiftCard; onChange: (next: GiftCard) => void }) {
  const [open, setOpen] = useState(false)
  const [direction, setDirection] = useState<'add' | 'take'>('take')
  const [amount, setAmount] = useState('')
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [description, setDescription] = useState('')
  const [error, setError] = useState<{ amount?: string; reason?: string }>({})
  const [saving, setSaving] = useState(false)

  async function submit() {
    const cents = parseMoneyInput(amount)
    const found = {
      amount: cents === null || cents <= 0 ? t('customers.amount_invalid') : undefined,
      reason: reasonId === null ? t('customers.reason_required') : undefined,
    }
    setError(found)
    if (found.amount || found.reason || cents === null) return
    setSaving(true)
    try {
      const answer = await api.post<{ giftcard: GiftCard }>(
        `proxy/giftcard/${encodeURIComponent(card.serial)}/adjust.json`,
        {
          amount: direction === 'add' ? cents : -cents,
          reason_id: reasonId,
          description,
        },
      )
      onChange(answer.giftcard)
      showToast(t('giftcards.adjusted'), 'success')
      setOpen(false)
      setAmount('')
      setDescription('')
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button>{t('giftcards.adjust')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('giftcards.adjust')}</Dialog.Title>
        <Flex direction="column" gap="3">
          <SegmentedControl.Root
            value={direction}
            onValueChange={(value) => setDirection(value as 'add' | 'take')}
          >
            <SegmentedControl.Item value="take">{t('giftcards.take')}</SegmentedControl.Item>
            <SegmentedControl.Item value="add">{t('giftcards.add')}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Field label={t('customers.amount')} htmlFor="adjust_amount" error={error.amount}>
            <TextField.Root
              id="adjust_amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field label={t('customers.reason')} htmlFor="adjust_reason" error={error.reason}>
            <ReasonSelect
              id="adjust_reason"
              kind="gift_card"
              value={reasonId}
              onChange={setReasonId}
              placeholder={t('customers.choose_reason')}
              empty={t('giftcards.no_reasons')}
            />
          </Field>
          <Field label={t('customers.description')} htmlFor="adjust_description">
            <TextField.Root
              id="adjust_description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button loading={saving} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
