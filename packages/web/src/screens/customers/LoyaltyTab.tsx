import { LoyaltyHistorySchema } from '@pos/core'
import { AlertDialog, Badge, Button, Card, Flex, Grid, Text } from '@radix-ui/themes'
import { answers } from '../../api/answers.ts'
import { showToast } from '../../api/toast.ts'
import { DataTable } from '../../components/DataTable.tsx'
import { EmptyListNote } from '../../components/EmptyListNote.tsx'
import { formatDate, formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useBusy } from '../../hooks/use-busy.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { type Customer, customers } from './customers-api.ts'
import { Stat } from './Stat.tsx'

/** Loyalty (spec 2, 3, 4): membership with opt in / out behind a confirmation, points, tier and history. */
export function LoyaltyTab({
  customer,
  onChange,
}: {
  customer: Customer
  onChange: (next: Customer) => void
}) {
  const { company } = useMe()
  const history = useRequest(
    (signal) => answers.get(LoyaltyHistorySchema, `proxy/customer/${customer.id}/loyalty.json`, { signal }),
    [customer.id, customer.loyalty_points],
  )
  const { busy, run } = useBusy()

  async function change(optIn: boolean) {
    await run(async () => {
      onChange(await customers.act(customer.id, optIn ? 'loyalty-opt-in' : 'loyalty-opt-out'))
      showToast(optIn ? t('customers.opted_in') : t('customers.opted_out'), 'success')
    })
  }

  const rows = history.data?.transactions ?? []
  return (
    <Flex direction="column" gap="4" mt="4">
      <Card size="2">
        <Flex justify="between" align="center" wrap="wrap" gap="3">
          <Flex gap="2" align="center">
            <Text weight="medium">{t('customers.loyalty_membership')}</Text>
            <Badge color={customer.loyalty ? 'green' : 'gray'} radius="full" data-testid="loyalty-status">
              {customer.loyalty ? t('customers.loyalty_in') : t('customers.loyalty_out')}
            </Badge>
          </Flex>
          <AlertDialog.Root>
            <AlertDialog.Trigger>
              <Button
                type="button"
                loading={busy}
                color={customer.loyalty ? 'red' : undefined}
                variant="soft"
              >
                {customer.loyalty ? t('customers.opt_out') : t('customers.opt_in')}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content maxWidth="440px">
              <AlertDialog.Title>
                {customer.loyalty ? t('customers.opt_out_title') : t('customers.opt_in_title')}
              </AlertDialog.Title>
              <AlertDialog.Description size="2">
                {customer.loyalty ? t('customers.opt_out_body') : t('customers.opt_in_body')}
              </AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button type="button" variant="soft" color="gray">
                    {t('common.cancel')}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button
                    type="button"
                    color={customer.loyalty ? 'red' : undefined}
                    onClick={() => void change(!customer.loyalty)}
                  >
                    {customer.loyalty ? t('customers.opt_out_confirm') : t('customers.opt_in_confirm')}
                  </Button>
                </AlertDialog.Action>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </Flex>
      </Card>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <Stat label={t('customers.points')} value={String(customer.loyalty_points)} testId="loyalty-points" />
        <Stat
          label={t('customers.points_value')}
          value={formatMoney(customer.points_value ?? 0, company.currency)}
          testId="points-value"
        />
        <Stat
          label={t('customers.tier')}
          value={customer.loyalty_tier ?? t('customers.no_tier')}
          testId="loyalty-tier"
        />
        <Stat
          label={t('customers.tier_expiration')}
          value={customer.tier_expiration ? formatDate(customer.tier_expiration) : t('customers.never')}
          testId="tier-expiration"
        />
      </Grid>
      <Card size="1">
        <DataTable
          variant="ghost"
          aria-label={t('customers.points_history')}
          columns={[
            { header: t('customers.date'), cell: (row) => formatDateTime(row.date) },
            { header: t('customers.description'), cell: (row) => row.description },
            {
              header: t('customers.points'),
              align: 'right',
              cell: (row) => (row.points > 0 ? `+${row.points}` : row.points),
            },
            { header: t('customers.balance'), align: 'right', cell: (row) => row.balance },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
        />
        {history.data && rows.length === 0 && <EmptyListNote>{t('customers.no_points')}</EmptyListNote>}
      </Card>
    </Flex>
  )
}
