import { Badge, Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
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
          <Table.Root size="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('bank.account')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('bank.ledger_balance')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('bank.statement_balance')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('bank.unreconciled')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.map((account) => (
                <Table.Row key={account.id} align="center">
                  <Table.RowHeaderCell>
                    <Text weight="medium">{account.name}</Text>
                    <Text as="div" size="1" color="gray">
                      {account.code}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell justify="end">{money(account.ledger_balance)}</Table.Cell>
                  <Table.Cell justify="end">{money(account.statement_balance)}</Table.Cell>
                  <Table.Cell justify="end">
                    <Badge color={account.unreconciled > 0 ? 'orange' : 'green'} variant="soft">
                      {account.unreconciled}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell justify="end">
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
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
      <Card size="2">
        <Heading as="h2" size="4" mb="3">
          {t('bank.statements')}
        </Heading>
        {answer.data && statements.length === 0 ? (
          <Text color="gray">{t('bank.no_statements')}</Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('bank.imported')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('bank.account')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('bank.file')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('bank.period')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('bank.lines')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('bank.unreconciled')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {statements.map((statement) => (
                <Table.Row key={statement.id}>
                  <Table.Cell>
                    <Link to="/accounts/bank-statement/$id" params={{ id: String(statement.id) }}>
                      {formatDateTime(statement.created)}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    {statement.account_code} {statement.account_name}
                  </Table.Cell>
                  <Table.Cell>{statement.file_name || statement.format.toUpperCase()}</Table.Cell>
                  <Table.Cell>
                    {statement.start_date ? formatDay(statement.start_date) : ''} –{' '}
                    {statement.end_date ? formatDay(statement.end_date) : ''}
                  </Table.Cell>
                  <Table.Cell justify="end">{statement.line_count}</Table.Cell>
                  <Table.Cell justify="end">{statement.unreconciled}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </>
  )
}
