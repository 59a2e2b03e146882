import { Badge, Button, Card, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { bankingApi } from './banking-api.ts'

/** /accounts/bank-statement/{id}: an imported statement's lines, each Reconciled or Unreconciled. */
export function StatementView({ id }: { id: number }) {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const answer = useRequest((signal) => bankingApi.statement(id, signal), [id])
  const statement = answer.data?.bankstatement
  if (!statement) return null
  const period =
    statement.start_date && statement.end_date
      ? `${formatDay(statement.start_date)} – ${formatDay(statement.end_date)}`
      : ''
  return (
    <>
      <PageHeader
        title={t('bank.statement', { id })}
        description={[`${statement.account_code} ${statement.account_name}`, statement.file_name, period]
          .filter(Boolean)
          .join(' · ')}
        actions={[
          <BackLink key="back" to="/accounts/bank-accounts" />,
          <Button key="reconcile" asChild>
            <Link to="/accounts/bank-account/$id/reconcile" params={{ id: String(statement.account_id) }}>
              {t('bank.reconcile')}
            </Link>
          </Button>,
        ]}
      />
      {statement.closing_balance !== null && (
        <Text as="p" size="2" color="gray" mb="3">
          {t('bank.closing_balance', { amount: money(statement.closing_balance) })}
        </Text>
      )}
      <Card size="2">
        <DataTable
          size="1"
          columns={[
            { header: t('bank.date'), cell: (line) => formatDay(line.date) },
            { header: t('bank.description'), cell: (line) => line.description },
            { header: t('bank.reference'), cell: (line) => line.reference },
            { header: t('bank.amount'), align: 'right', cell: (line) => money(line.amount) },
            {
              header: t('bank.state'),
              cell: (line) => (
                <Badge color={line.state === 'Reconciled' ? 'green' : 'orange'} variant="soft">
                  {line.state === 'Reconciled' ? t('bank.reconciled') : t('bank.unreconciled')}
                </Badge>
              ),
            },
          ]}
          rows={statement.lines}
          rowKey={(line) => line.id}
        />
      </Card>
    </>
  )
}
