import { Card, Link as RadixLink, Table } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { listApiUsers } from '../../../api/resources.ts'
import { EmptyListNote } from '../../../components/EmptyListNote.tsx'
import { NewLink } from '../../../components/NewLink.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { RightsPagesBadge } from '../../../components/RightsPagesBadge.tsx'
import { StatusBadge } from '../../../components/StatusBadge.tsx'
import { useRequest } from '../../../hooks/use-request.ts'
import { t } from '../../../i18n/index.ts'

/** Other systems that use the API with a token. */
export function ApiUsers() {
  const apiUsers = useRequest((signal) => listApiUsers({ signal }), [])
  return (
    <>
      <PageHeader
        title={t('apiusers.title')}
        actions={<NewLink to="/admin/api-user/new" label={t('apiusers.new')} />}
      />
      <Card size="1">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('common.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('apiusers.rights')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('common.status')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(apiUsers.data ?? []).map((apiUser) => (
              <Table.Row key={apiUser.id} align="center">
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link to="/admin/api-user/$id" params={{ id: String(apiUser.id) }}>
                      {apiUser.name}
                    </Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <RightsPagesBadge rights={apiUser.rights} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={apiUser.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!apiUsers.loading && apiUsers.data?.length === 0 && (
          <EmptyListNote>{t('apiusers.empty')}</EmptyListNote>
        )}
      </Card>
    </>
  )
}
