import type { TerminalProvider } from '@pos/core'
import { Badge, Button, Card, Flex, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { BackLink } from '../../components/BackLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { recentTransactions } from './integrations-api.ts'

/** /admin/integrations/{linkly|adyen}: the terminal transactions of the company, newest first. */
export function IntegrationOverview({ provider }: { provider: TerminalProvider }) {
  const loaded = useRequest((signal) => recentTransactions(provider, signal), [provider])
  const rows = loaded.data?.transactions ?? []
  return (
    <>
      <PageHeader
        title={t(`integrations.name.${provider}`)}
        description={t(`integrations.about.${provider}`)}
        actions={
          <>
            <BackLink to="/admin/integrations" />
            <Button asChild>
              <Link to={`/admin/integrations/${provider}/settings` as '/admin/integrations/adyen/settings'}>
                {t('integrations.settings')}
              </Link>
            </Button>
          </>
        }
      />
      <Card size="2">
        <Text as="p" weight="medium" mb="3">
          {t('integrations.recent')}
        </Text>
        {rows.length === 0 ? (
          <Text color="gray">{t('integrations.none')}</Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('integrations.col.created')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('integrations.col.receipt')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('integrations.col.amount')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('integrations.col.state')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('integrations.col.response')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.session}>
                  <Table.Cell>{formatDateTime(row.created)}</Table.Cell>
                  <Table.Cell>{row.receipt_number}</Table.Cell>
                  <Table.Cell justify="end">{formatMoney(row.amount, row.currency_code)}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      color={
                        row.state === 'approved'
                          ? 'green'
                          : row.state === 'requested' || row.state === 'waiting'
                            ? 'blue'
                            : 'red'
                      }
                    >
                      {t(`integrations.state.${row.state}` as MessageKey)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {row.result ? (row.result.error_condition ?? row.result.response_text) : ''}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
      <Flex mt="3" />
    </>
  )
}
