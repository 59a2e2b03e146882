import { MAX_PAGE_SIZE } from '@pos/core'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Link as RadixLink, Table, Tabs } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { EmptyListNote } from '../../components/EmptyListNote.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useHistoryTab } from '../../hooks/use-history-tab.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { walletTemplates } from './wallet-api.ts'

type Tab = 'giftcard' | 'loyalty' | 'promotion'

/** Wallet templates (spec 2 /admin/wallet/templates) in the tabs gift cards, loyalty and promotions. */
export function WalletTemplates() {
  const [tab, setTab] = useHistoryTab<Tab>('wallet-templates', 'giftcard')
  const templates = useRequest((signal) => walletTemplates.list({ limit: MAX_PAGE_SIZE }, { signal }), [])
  const rows = (kind: Tab) => (templates.data?.rows ?? []).filter((row) => row.kind === kind)

  const table = (kind: Tab) => (
    <Card size="1" mt="4">
      <Table.Root variant="ghost">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('common.name')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('wallet.title')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('wallet.updated')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows(kind).map((row) => (
            <Table.Row key={row.id}>
              <Table.RowHeaderCell>
                {kind === 'promotion' ? (
                  row.name
                ) : (
                  <RadixLink asChild weight="medium">
                    {kind === 'giftcard' ? (
                      <Link to="/admin/wallet/template/giftcard/$id" params={{ id: String(row.id) }}>
                        {row.name}
                      </Link>
                    ) : (
                      <Link to="/admin/wallet/template/loyalty/$id" params={{ id: String(row.id) }}>
                        {row.name}
                      </Link>
                    )}
                  </RadixLink>
                )}
              </Table.RowHeaderCell>
              <Table.Cell>{row.title}</Table.Cell>
              <Table.Cell>{formatDateTime(row.updated)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {templates.data && rows(kind).length === 0 && (
        <EmptyListNote>
          {kind === 'promotion' ? t('wallet.promotions_empty') : t('wallet.empty')}
        </EmptyListNote>
      )}
    </Card>
  )

  return (
    <>
      <PageHeader
        title={t('wallet.templates_title')}
        description={t('wallet.templates_intro')}
        actions={
          tab === 'promotion' ? undefined : (
            <Button asChild>
              <Link
                to={
                  tab === 'giftcard'
                    ? '/admin/wallet/template/giftcard/new'
                    : '/admin/wallet/template/loyalty/new'
                }
              >
                <PlusIcon />
                {tab === 'giftcard' ? t('wallet.new_giftcard') : t('wallet.new_loyalty')}
              </Link>
            </Button>
          )
        }
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List>
          <Tabs.Trigger value="giftcard">{t('wallet.tab_giftcards')}</Tabs.Trigger>
          <Tabs.Trigger value="loyalty">{t('wallet.tab_loyalty')}</Tabs.Trigger>
          <Tabs.Trigger value="promotion">{t('wallet.tab_promotions')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="giftcard">{table('giftcard')}</Tabs.Content>
        <Tabs.Content value="loyalty">{table('loyalty')}</Tabs.Content>
        <Tabs.Content value="promotion">
          <Flex direction="column">{table('promotion')}</Flex>
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
