import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { DataTable } from '../../components/DataTable.tsx'
import { NewLink } from '../../components/NewLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime, formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { bankingApi } from './banking-api.ts'

/**
 * /accounts/bank-accounts: the Bank-type accounts with their ledger balance, statement balance and unreconciled
 * lines, each leading to its import and reconciliation; below, the latest statements.
 */
export function BankAccounts() {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const answer = useRequest((signal) => bankingApi.accounts(signal), [])
  const accounts = answer.data?.bankaccounts ?? []
  const statements = answer.data?.statements ?? []
  return (
    <>
      <PageHeader
        title={t('bank.accounts')}
        description={t('bank.accounts_about')}
        actions={<NewLink to="/accounts/chart-of-accounts/new/bank" label={t('bank.new_account')} />}
      />
      <Card size="2" mb="4">
        {answer.data && accounts.length === 0 ? (
          <Text color="gray">{t('bank.no_accounts')}</Text>
        ) : (
          <DataTable
            size="2"
            columns={[
              {
                header: t('bank.account'),
                rowHeader: true,
                cell: (account) => (
                  <>
                    <Text weight="medium">{account.name}</Text>
                    <Text as="div" size="1" color="gray">
                      {account.code}
                    </Text>
                  </>
                ),
              },
              {
                header: t('bank.ledger_balance'),
                align: 'right',
                cell: (account) => money(account.ledger_balance),
              },
              {
                header: t('bank.statement_balance'),
                align: 'right',
                cell: (account) => money(account.statement_balance),
              },
              {
                header: t('bank.unreconciled'),
                align: 'right',
                cell: (account) => (
                  <Badge color={account.unreconciled > 0 ? 'orange' : 'green'} variant="soft">
                    {account.unreconciled}
                  </Badge>
                ),
              },
              {
                key: 'actions',
                header: null,
                align: 'right',
                cell: (account) => (
                  <Flex gap="2" justify="end" wrap="wrap">
                    <Button asChild size="1" variant="soft">
                      <Link to="/accounts/bank-account/$id/import" params={{ id: String(account.id) }}>
                        {t('bank.import')}
                      </Link>
                    </Button>
                    <Button asChild size="1">
                      <Link to="/accounts/bank-account/$id/reconcile" params={{ id: String(account.id) }}>
                        {t('bank.reconcile')}
                      </Link>
                    </Button>
                  </Flex>
                ),
              },
            ]}
            rows={accounts}
            rowKey={(account) => account.id}
            rowAlign="center"
          />
        )}
      </Card>
      <Card size="2">
        <Heading as="h2" size="4" mb="3">
          {t('bank.statements')}
        </Heading>
        {answer.data && statements.length === 0 ? (
          <Text color="gray">{t('bank.no_statements')}</Text>
        ) : (
          <DataTable
            size="1"
            columns={[
              {
                header: t('bank.imported'),
                cell: (statement) => (
                  <Link to="/accounts/bank-statement/$id" params={{ id: String(statement.id) }}>
                    {formatDateTime(statement.created)}
                  </Link>
                ),
              },
              {
                header: t('bank.account'),
                cell: (statement) => `${statement.account_code} ${statement.account_name}`,
              },
              {
                header: t('bank.file'),
                cell: (statement) => statement.file_name || statement.format.toUpperCase(),
              },
              {
                header: t('bank.period'),
                cell: (statement) =>
                  `${statement.start_date ? formatDay(statement.start_date) : ''} – ${statement.end_date ? formatDay(statement.end_date) : ''}`,
              },
              { header: t('bank.lines'), align: 'right', cell: (statement) => statement.line_count },
              { header: t('bank.unreconciled'), align: 'right', cell: (statement) => statement.unreconciled },
            ]}
            rows={statements}
            rowKey={(statement) => statement.id}
          />
        )}
      </Card>
    </>
  )
}
