import { fixedAssetResource, fixedAssetTypeResource, parseDollars } from '@pos/core'
import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { ApiError, request } from '../../api/client.ts'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { Facts } from '../../components/Facts.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t, tn } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'

/**
 * Below a fixed asset's fields: what it has depreciated and its book value, Run depreciation up to a day, and
 * its sale or disposal (status, day, proceeds ex GST). Refusals show under their field.
 */
export function FixedAssetPanel({ id }: { id: number }) {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const assets = useMemo(() => resourceClient(fixedAssetResource), [])
  const types = useMemo(() => resourceClient(fixedAssetTypeResource), [])
  const asset = useRequest((signal) => assets.get(id, { signal }), [id, assets])
  const row = asset.data
  const type = useRequest(row ? (signal) => types.get(row.fixed_asset_type_id, { signal }) : null, [
    row?.fixed_asset_type_id,
    types,
  ])
  const [runTo, setRunTo] = useState('')
  const [status, setStatus] = useState('')
  const [statusDate, setStatusDate] = useState('')
  const [proceeds, setProceeds] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  if (!row) return null

  function failed(error: unknown, fallback: string) {
    const refusal = refusalOf(error)
    setErrors({
      [refusal?.field ?? fallback]: refusal?.message ?? (error instanceof ApiError ? error.message : ''),
    })
  }

  /** Runs depreciation to the chosen day and says how much it posted (nothing when already posted). */
  async function run() {
    setErrors({})
    try {
      const answer = (await request(
        'POST',
        `proxy/fixedasset/${id}/depreciate.json`,
        { date: runTo },
        { quiet: true },
      )) as {
        posted?: number
        posted_amount?: number
      }
      showToast(
        answer.posted
          ? tn('asset.posted', answer.posted, { amount: money(answer.posted_amount ?? 0) })
          : t('asset.nothing_new'),
        'success',
      )
      asset.reload()
    } catch (error) {
      failed(error, 'date')
    }
  }

  async function change() {
    setErrors({})
    const cents = proceeds.trim() === '' ? 0 : parseDollars(proceeds)
    if (cents === null) {
      setErrors({ proceeds: t('asset.proceeds_problem') })
      return
    }
    try {
      await assets.act(
        id,
        'change_status',
        { status, date: statusDate, ...(status === 'Sold' ? { proceeds: cents } : {}) },
        { quiet: true },
      )
      showToast(t('asset.status_changed'), 'success')
      asset.reload()
    } catch (error) {
      const refusal = refusalOf(error)
      setErrors({ [`status.${refusal?.field ?? 'status'}`]: refusal?.message ?? '' })
    }
  }

  const active = row.status === 'Active'
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" mb="4">
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          {t('asset.depreciation')}
        </Heading>
        <Facts
          mb="4"
          size="2"
          facts={[
            { label: t('asset.cost'), value: money(row.cost) },
            { label: t('asset.accumulated'), value: money(row.accumulated), testId: 'asset-accumulated' },
            { label: t('asset.book_value'), value: money(row.book_value) },
            {
              label: t('asset.depreciated_to'),
              value: row.depreciated_to ? formatDay(row.depreciated_to) : t('asset.never'),
            },
          ]}
        />
        {active && (
          <Flex gap="3" align="end" wrap="wrap">
            <TextInputField
              id="depreciate-to"
              label={t('asset.run_to')}
              type="date"
              value={runTo}
              onChange={setRunTo}
              error={errors.date}
            />
            <Button type="button" onClick={() => void run()}>
              {t('asset.run')}
            </Button>
          </Flex>
        )}
        {type.data && (
          <Text as="p" size="2" mt="3">
            <Link to="/accounts/general-ledger" search={{ account: type.data.expense_account_id }}>
              {t('asset.ledger')}
            </Link>
          </Text>
        )}
      </Card>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          {t('asset.status')}
        </Heading>
        {active ? (
          <>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3" mb="3">
              <SelectField
                id="asset-status"
                label={t('asset.status')}
                value={status}
                options={[
                  { value: 'Sold', label: 'Sold' },
                  { value: 'Disposed', label: 'Disposed' },
                ]}
                onChange={setStatus}
                error={errors['status.status']}
                placeholder={t('asset.select_status')}
              />
              <TextInputField
                id="asset-status-date"
                label={t('asset.status_date')}
                type="date"
                value={statusDate}
                onChange={setStatusDate}
                error={errors['status.date']}
              />
              <TextInputField
                id="asset-proceeds"
                label={t('asset.proceeds')}
                inputMode="decimal"
                disabled={status !== 'Sold'}
                value={proceeds}
                onChange={setProceeds}
                error={errors['status.proceeds'] ?? errors.proceeds}
              />
            </Grid>
            <Button type="button" color="red" variant="soft" onClick={() => void change()}>
              {t('asset.change_status')}
            </Button>
          </>
        ) : (
          <Badge color="gray" size="2">
            {t('asset.gone', {
              status: row.status,
              date: row.status_date ? formatDay(row.status_date) : '',
            })}
          </Badge>
        )}
      </Card>
    </Grid>
  )
}
