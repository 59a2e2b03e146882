import { Card, Flex, Grid, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { BalanceAdjustDialog } from '../customers/BalanceAdjustDialog.tsx'
import { BalanceStatement } from '../customers/BalanceStatement.tsx'
import { ReviewFlags } from '../customers/ReviewFlags.tsx'
import { Stat } from '../customers/Stat.tsx'
import { CustomerPicker } from './CustomerPicker.tsx'
import { GiftCardStatus } from './GiftCards.tsx'
import {
  adjustGiftCard,
  type GiftCardRecord,
  getGiftCard,
  giftCardTransactions,
  updateGiftCard,
} from './gift-cards-api.ts'

/** One gift card (spec 2 /product/gift-cards/{serial}): its figures, owner, and every change of balance. */
export function GiftCardView({ serial }: { serial: string }) {
  const { company } = useMe()
  const loaded = useRequest((signal) => getGiftCard(serial, { signal }), [serial])
  const [card, setCard] = useState<GiftCardRecord | undefined>()
  useEffect(() => setCard(loaded.data), [loaded.data])
  const history = useRequest(
    (signal) => giftCardTransactions(serial, { signal }),
    [serial, card?.current_amount],
  )
  const money = (cents: number) => formatMoney(cents, company.currency)

  async function setCustomer(customerId: number | null) {
    if (!card) return
    try {
      setCard(await updateGiftCard(card.serial, { customer_id: customerId, expiration: card.expiration }))
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
            <BackLink to="/product/gift-cards" />
            {card && (
              <BalanceAdjustDialog
                title={t('giftcards.adjust')}
                idPrefix="adjust"
                reasonKind="gift_card"
                noReasonsText={t('giftcards.no_reasons')}
                addLabel={t('giftcards.add')}
                takeLabel={t('giftcards.take')}
                initial="take"
                successText={t('giftcards.adjusted')}
                saveLabel={t('common.save')}
                onSubmit={async ({ cents, reasonId, description }) => {
                  setCard(
                    await adjustGiftCard(card.serial, { amount: cents, reason_id: reasonId, description }),
                  )
                }}
              />
            )}
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
            <BalanceStatement
              label={t('giftcards.history')}
              rows={history.data?.transactions.map((row) => ({
                id: row.id,
                date: row.date,
                credit: Math.max(row.amount, 0),
                debit: Math.max(-row.amount, 0),
                description: row.description,
                by: row.by,
                balance: row.balance,
              }))}
              currency={company.currency}
            />
          </Card>
        </Flex>
      )}
    </>
  )
}
