import { Badge, Button, Card, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDate } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan } from '../../session/session.ts'
import { booksApi } from './books-api.ts'
import { sourceName } from './source-name.ts'

const money = (cents: number) => formatMoney(cents, 'AUD')

/** /accounts/journal/{id}: a journal's lines, its source, and its reversal. */
export function JournalView({ id }: { id: number }) {
  const navigate = useNavigate()
  const can = useCan()
  const journal = useRequest((signal) => booksApi.journal(id, signal), [id])
  const view = journal.data?.journal
  if (!view) return null
  async function reverse() {
    try {
      const answer = await booksApi.reverse(id)
      showToast(t('books.posted'), 'success')
      await navigate({ to: '/accounts/journal/$id', params: { id: String(answer.journal.id) } })
    } catch {
      // A refusal (a locked period, say) is shown by the client; the journal stays as it is.
    }
  }
  return (
    <>
      <PageHeader
        title={t('books.journal', { id })}
        description={`${formatDate(view.date)} · ${view.narration}`}
        actions={[
          // Journals are found in the general ledger (and reached from their sources, which link back).
          <BackLink key="back" to="/accounts/general-ledger" />,
          can('accounts', 'approve') &&
          view.reversed_by === null &&
          view.reverses_id === null &&
          view.source_kind !== 'sale' ? (
            <ConfirmDialog
              key="reverse"
              trigger={
                <Button color="red" variant="soft">
                  {t('books.reverse')}
                </Button>
              }
              title={t('books.reverse')}
              body={t('books.reverse_confirm')}
              confirm={t('books.reverse')}
              onConfirm={() => void reverse()}
            />
          ) : null,
        ]}
      />
      {view.reversed_by !== null && (
        <Badge color="orange" mb="3">
          {t('books.reversed_by', { id: view.reversed_by })}
        </Badge>
      )}
      <Card size="2">
        <DataTable
          size="1"
          columns={[
            { header: t('books.account'), cell: (line) => line.account },
            { header: t('books.description'), cell: (line) => line.description },
            { header: t('books.tax_rate'), cell: (line) => line.tax_rate ?? '' },
            { header: t('books.cost_centre'), cell: (line) => line.cost_centre ?? '' },
            {
              header: t('books.debit'),
              align: 'right',
              cell: (line) => (line.debit ? money(line.debit) : ''),
            },
            {
              header: t('books.credit'),
              align: 'right',
              cell: (line) => (line.credit ? money(line.credit) : ''),
            },
          ]}
          rows={view.lines}
          rowKey={(line) => line.id}
        />
      </Card>
      <Text as="p" size="2" mt="3" color="gray">
        {t('books.source')}:{' '}
        {/* A journal that is its own source (a manual or imported one) names it; another document is a link. */}
        {view.source_link === `/accounts/journal/${id}` ? (
          <Text color="gray">{sourceName(view.source_kind)}</Text>
        ) : (
          <RadixLink asChild>
            <Link to={view.source_link as never}>{sourceName(view.source_kind)}</Link>
          </RadixLink>
        )}
      </Text>
    </>
  )
}
