import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { GiftCardStatus } from './GiftCards.tsx'
import { type GiftCardRecord, getGiftCard } from './gift-cards-api.ts'

type Outcome = { kind: 'found'; card: GiftCardRecord } | { kind: 'missing' } | null

/** Gift card value check (spec 2 /register/gift-card-check): a card's value, or 'No Gift Card Found'. */
export function GiftCardCheck() {
  const { company } = useMe()
  const [serial, setSerial] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [checking, setChecking] = useState(false)

  async function check(event: FormEvent) {
    event.preventDefault()
    const wanted = serial.trim()
    if (!/^[A-Za-z0-9_-]+$/.test(wanted)) {
      setOutcome({ kind: 'missing' })
      return
    }
    setChecking(true)
    try {
      setOutcome({ kind: 'found', card: await getGiftCard(wanted, { quiet: true }) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setOutcome({ kind: 'missing' })
      else setOutcome(null)
    } finally {
      setChecking(false)
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 560 }}>
      <PageHeader title={t('giftcards.check_title')} description={t('giftcards.check_intro')} />
      <form onSubmit={check} noValidate>
        <Flex gap="3">
          <TextField.Root
            aria-label={t('giftcards.serial')}
            placeholder={t('giftcards.serial')}
            value={serial}
            autoFocus
            onChange={(event) => setSerial(event.target.value)}
            style={{ flex: 1 }}
            size="3"
          >
            <TextField.Slot>
              <MagnifyingGlassIcon />
            </TextField.Slot>
          </TextField.Root>
          <Button type="submit" size="3" loading={checking}>
            {t('giftcards.check')}
          </Button>
        </Flex>
      </form>
      {outcome?.kind === 'missing' && (
        <Card size="3">
          <Text color="red" weight="medium" size="4" role="alert">
            {t('giftcards.not_found')}
          </Text>
        </Card>
      )}
      {outcome?.kind === 'found' && (
        <Card size="3" data-testid="gift-card-result">
          <Flex direction="column" gap="2">
            <Flex justify="between" align="center">
              <Text color="gray">{outcome.card.serial}</Text>
              <GiftCardStatus status={outcome.card.status} />
            </Flex>
            <Heading size="8" data-testid="gift-card-value">
              {formatMoney(outcome.card.current_amount, company.currency)}
            </Heading>
            <Text size="2" color="gray">
              {t('giftcards.check_of', { value: formatMoney(outcome.card.value, company.currency) })}
              {outcome.card.expiration
                ? ` · ${t('giftcards.expires_on', { date: formatDate(outcome.card.expiration) })}`
                : ''}
            </Text>
          </Flex>
        </Card>
      )}
    </Flex>
  )
}
