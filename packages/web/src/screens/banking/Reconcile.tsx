import { Badge, Button, Card, Checkbox, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDay } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { sourceName } from '../books/source-name.ts'
import { bankingApi } from './banking-api.ts'
import { NewTransaction } from './NewTransaction.tsx'

const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])

/**
 * /accounts/bank-account/{id}/reconcile: the unreconciled statement lines beside the account's unreconciled
 * transactions, the suggested match of each line (core suggestMatches), a match of the selected lines (their
 * totals must be equal: the server's refusal shows below), a new transaction for a line nothing matches, and
 * the recently reconciled lines with Unmatch.
 */
export function Reconcile({ accountId }: { accountId: number }) {
  const { company } = useMe()
  const money = (cents: number) => formatMoney(cents, company.currency)
  const view = useRequest((signal) => bankingApi.reconcile(accountId, signal), [accountId])
  const [statementIds, setStatementIds] = useState<number[]>([])
  const [journalIds, setJournalIds] = useState<number[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const data = view.data
  if (!data) return null

  const byJournalId = new Map(data.journal_lines.map((line) => [line.id, line]))
  const suggestionOf = new Map(data.suggestions.map((s) => [s.statement_line_id, s]))
  const sum = (ids: number[], lines: { id: number; amount: number }[]) =>
    lines.filter((line) => ids.includes(line.id)).reduce((total, line) => total + line.amount, 0)

  function reload() {
    setStatementIds([])
    setJournalIds([])
    setProblem(null)
    view.reload()
  }

  async function match(statement: number[], journal: number[]) {
    setProblem(null)
    try {
      await bankingApi.match(accountId, { statement_line_ids: statement, journal_line_ids: journal })
      showToast(t('bank.matched'), 'success')
      reload()
    } catch (error) {
      setProblem(refusalOf(error)?.message ?? t('error.unexpected'))
    }
  }

  async function unmatch(id: number) {
    await bankingApi.unmatch(accountId, id)
    showToast(t('bank.unmatched'), 'success')
    reload()
  }

  const selectedLine =
    statementIds.length === 1 ? data.statement_lines.find((line) => line.id === statementIds[0]) : undefined
  return (
    <>
      <PageHeader
        title={t('bank.reconcile_title', { account: `${data.account.code} ${data.account.name}` })}
        description={t('bank.balances', {
          ledger: money(data.ledger_balance),
          statement: money(data.statement_balance),
        })}
        actions={
          <Button asChild variant="soft">
            <Link to="/accounts/bank-account/$id/import" params={{ id: String(accountId) }}>
              {t('bank.import')}
            </Link>
          </Button>
        }
      />
      <Card size="2" mb="4">
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Text size="2">
            {t('bank.selected', {
              statement: money(sum(statementIds, data.statement_lines)),
              journal: money(sum(journalIds, data.journal_lines)),
            })}
          </Text>
          <Button
            type="button"
            disabled={statementIds.length === 0 || journalIds.length === 0}
            onClick={() => void match(statementIds, journalIds)}
          >
            {t('bank.match')}
          </Button>
        </Flex>
        {problem && (
          <Text as="p" color="red" size="2" mt="2" role="alert">
            {problem}
          </Text>
        )}
      </Card>
      <Grid columns={{ initial: '1', md: '2' }} gap="4" mb="4">
        <Card size="2">
          <Heading as="h2" size="4" mb="3">
            {t('bank.statement_lines')}
          </Heading>
          {data.statement_lines.length === 0 ? (
            <Text color="gray">{t('bank.nothing_open')}</Text>
          ) : (
            <Table.Root size="1">
              <Table.Body>
                {data.statement_lines.map((line) => {
                  const suggestion = suggestionOf.get(line.id)
                  const suggested = suggestion ? byJournalId.get(suggestion.journal_line_ids[0]!) : undefined
                  return (
                    <Table.Row key={line.id} data-testid="statement-line">
                      <Table.Cell width="32px">
                        <Checkbox
                          aria-label={t('bank.select_line', { description: line.description })}
                          checked={statementIds.includes(line.id)}
                          onCheckedChange={() => setStatementIds(toggled(statementIds, line.id))}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <Text as="div" size="2">
                          {line.description || line.reference}
                        </Text>
                        <Text as="div" size="1" color="gray">
                          {formatDay(line.date)}
                        </Text>
                        {suggestion && suggested && (
                          <Flex gap="2" align="center" mt="1" wrap="wrap">
                            <Badge color="blue" variant="soft">
                              {t('bank.suggested', {
                                description: `${formatDay(suggested.date)} ${suggested.description || suggested.narration}`,
                              })}
                            </Badge>
                            <Button
                              type="button"
                              size="1"
                              variant="soft"
                              onClick={() => void match([line.id], [...suggestion.journal_line_ids])}
                            >
                              {t('bank.match_suggested')}
                            </Button>
                          </Flex>
                        )}
                      </Table.Cell>
                      <Table.Cell justify="end">
                        <Text color={line.amount < 0 ? 'red' : undefined}>{money(line.amount)}</Text>
                      </Table.Cell>
                    </Table.Row>
                  )
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
        <Card size="2">
          <Heading as="h2" size="4" mb="3">
            {t('bank.transactions')}
          </Heading>
          {data.journal_lines.length === 0 ? (
            <Text color="gray">{t('bank.no_transactions')}</Text>
          ) : (
            <Table.Root size="1">
              <Table.Body>
                {data.journal_lines.map((line) => (
                  <Table.Row key={line.id} data-testid="journal-line">
                    <Table.Cell width="32px">
                      <Checkbox
                        aria-label={t('bank.select_transaction', {
                          description: line.description || line.narration,
                        })}
                        checked={journalIds.includes(line.id)}
                        onCheckedChange={() => setJournalIds(toggled(journalIds, line.id))}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Text as="div" size="2">
                        <a href={line.link}>{line.description || line.narration}</a>
                      </Text>
                      <Text as="div" size="1" color="gray">
                        {formatDay(line.date)} · {sourceName(line.source_kind)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell justify="end">
                      <Text color={line.amount < 0 ? 'red' : undefined}>{money(line.amount)}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card>
      </Grid>
      <NewTransaction accountId={accountId} line={selectedLine} onDone={reload} />
      {data.reconciled.length > 0 && (
        <Card size="2">
          <Heading as="h2" size="4" mb="3">
            {t('bank.recent')}
          </Heading>
          <Table.Root size="1">
            <Table.Body>
              {data.reconciled.map((line) => (
                <Table.Row key={line.id} align="center">
                  <Table.Cell>{formatDay(line.date)}</Table.Cell>
                  <Table.Cell>{line.description}</Table.Cell>
                  <Table.Cell justify="end">{money(line.amount)}</Table.Cell>
                  <Table.Cell>
                    <Badge color="green" variant="soft">
                      {t('bank.reconciled')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="gray"
                      onClick={() => void unmatch(line.id)}
                    >
                      {t('bank.unmatch')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card>
      )}
    </>
  )
}
