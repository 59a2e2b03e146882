import { Card, Flex, Link as RadixLink, Table } from '@radix-ui/themes'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { listGroups, listUsers } from '../../../api/resources.ts'
import { USER_STATUSES, type UserStatus } from '../../../api/types.ts'
import { EmptyListNote } from '../../../components/EmptyListNote.tsx'
import { FilterSelect } from '../../../components/FilterSelect.tsx'
import { NewLink } from '../../../components/NewLink.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { SearchField } from '../../../components/SearchField.tsx'
import { StatusBadge, userStatusWords } from '../../../components/StatusBadge.tsx'
import { useRequest } from '../../../hooks/use-request.ts'
import { t } from '../../../i18n/index.ts'
import { USERS_PAGE_SIZE } from './users-search.ts'

const route = getRouteApi('/_app/admin/users')

/** The company's users: search, filter by status, page through. */
export function Users() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const [text, setText] = useState(search.search ?? '')

  // Search as the user types, a moment after they stop.
  useEffect(() => {
    if (text === (search.search ?? '')) return
    const timer = window.setTimeout(
      () =>
        void navigate({
          search: (prev) => ({ ...prev, search: text || undefined, page: undefined }),
          replace: true,
        }),
      250,
    )
    return () => window.clearTimeout(timer)
  }, [text, search.search, navigate])

  const users = useRequest(
    (signal) =>
      listUsers(
        { search: search.search ?? '', status: search.status ?? '', limit: USERS_PAGE_SIZE, page },
        { signal },
      ),
    [search.search, search.status, page],
  )
  const groups = useRequest((signal) => listGroups({ signal }), [])
  const groupName = (id: number | null) => groups.data?.find((group) => group.id === id)?.name ?? '—'

  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={<NewLink to="/admin/user/new" label={t('users.new')} />}
      />
      <Flex gap="3" mb="4" wrap="wrap">
        <SearchField placeholder={t('users.search_placeholder')} value={text} onChange={setText} />
        <FilterSelect
          label={t('common.status')}
          value={search.status}
          options={USER_STATUSES.map((status) => ({ value: status, label: userStatusWords(status) }))}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({ ...prev, status: value as UserStatus | undefined, page: undefined }),
            })
          }
        />
      </Flex>
      <Card size="1">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('users.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('users.email')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('users.group')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('common.status')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(users.data?.users ?? []).map((user) => (
              <Table.Row key={user.id} align="center">
                <Table.RowHeaderCell>
                  <RadixLink asChild weight="medium">
                    <Link to="/admin/user/edit/$id" params={{ id: String(user.id) }}>
                      {user.first_name} {user.last_name}
                    </Link>
                  </RadixLink>
                </Table.RowHeaderCell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>{groupName(user.group_id)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={user.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!users.loading && users.data?.users.length === 0 && (
          <EmptyListNote>{t('users.empty')}</EmptyListNote>
        )}
      </Card>
      <Pager
        page={page}
        pageSize={USERS_PAGE_SIZE}
        total={users.data?.total ?? 0}
        onPage={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
        }
      />
    </>
  )
}
