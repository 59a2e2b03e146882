import { DownloadIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, Link as RadixLink, Table } from '@radix-ui/themes'
import { Link, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { api } from '../../api/client.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { SEARCH_DELAY_MS } from '../../hooks/use-search-text.ts'
import { t } from '../../i18n/index.ts'
import { useCan } from '../../session/session.ts'
import { areaOfPath } from '../../shell/menu.ts'
import { EmptyListNote } from '../EmptyListNote.tsx'
import { FilterSelect } from '../FilterSelect.tsx'
import { NewLink } from '../NewLink.tsx'
import { PageHeader } from '../PageHeader.tsx'
import { Pager } from '../Pager.tsx'
import { SearchField } from '../SearchField.tsx'
import { type CsvColumn, downloadCsv, toCsv } from './csv-export.ts'
import { type ListSearch, listQuery } from './list-search.ts'

/** A column of the list: its header, and how a row shows in it (and in the CSV export, if it differs). */
export type EntityColumn<T> = {
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** The CSV cell; defaults to the cell when that is plain text or a number. Null leaves it out of the CSV. */
  csv?: ((row: T) => string | number | boolean | null | undefined) | null
  align?: 'left' | 'right' | 'center'
  /** The server's sort key for this column: its header then sorts the list (again: the other way). */
  sortKey?: string
}

/** A drop-down filter kept in the URL under `key` and sent to the server as that query parameter. */
export type EntityFilter = {
  key: string
  label: string
  options: readonly { value: string; label: string }[]
}

export type EntityListProps<T> = {
  title: string
  description?: string
  /** The list endpoint, e.g. 'proxy/products.json'; it answers `{[itemsKey]: T[], total}`. */
  resource: string
  /** The list's state where its owner checked the address itself (a declared resource's list). */
  search?: ListSearch
  /** Query parameters every request of this list sends (e.g. `{ kind: 'discount' }`). */
  query?: Record<string, string>
  itemsKey: string
  columns: readonly EntityColumn<T>[]
  rowKey: (row: T) => string | number
  /** Where a row's first cell links to (an app path). */
  rowLink?: (row: T) => string
  filters?: readonly EntityFilter[]
  searchPlaceholder?: string
  /** Shown when nothing matches. */
  emptyText: string
  /** The button to create one, e.g. { to: '/product/products/new', label: 'New product' }. */
  create?: { to: string; label: string }
  /** Base name of the CSV download; the export is offered when set. */
  csvName?: string
  /** Columns the CSV export writes after the list's (a column per custom field), not shown in the list. */
  csvColumns?: readonly CsvColumn<T>[]
  pageSize?: number
  /** More actions beside the create button. */
  actions?: ReactNode
  /** Between the title and the search: the tabs of lists that are one screen (store and warehouse groups). */
  nav?: ReactNode
}

const EXPORT_PAGE = 250

/** How a column is sorted now, for `aria-sort`. */
function sortState(sort: unknown, key: string | undefined): 'ascending' | 'descending' | undefined {
  if (!key || typeof sort !== 'string') return undefined
  if (sort === key) return 'ascending'
  if (sort === `-${key}`) return 'descending'
  return undefined
}

/** A header click: sort by its key, or the other way when it already sorts by it. */
function nextSort(sort: unknown, key: string | undefined): string | undefined {
  if (!key) return undefined
  return sort === key ? `-${key}` : key
}

/**
 * The one list screen of the back office (ARCHITECTURE.md, "The web"): search, filters, paging and CSV
 * export, all kept in the URL. Each area describes its columns and filters; the server does the searching.
 */
export function EntityList<T>(props: EntityListProps<T>) {
  const { columns, filters = [], pageSize = 25 } = props
  const address = useSearch({ strict: false }) as ListSearch
  const search = props.search ?? address
  const navigate = useNavigate()
  const router = useRouter()
  const can = useCan()
  // The CSV export needs the export right of the screen's area (the menu says which area a screen is in).
  const area = areaOfPath(useLocation().pathname)
  const mayExport = area === null || can(area, 'export')
  const page = search.page ?? 1
  const [text, setText] = useState(search.search ?? '')
  const placeholder = props.searchPlaceholder ?? t('common.search')
  // Wide enough for the whole placeholder (1ch, a digit's width, is wider than most letters) plus the icon.
  const placeholderWidth = `calc(${placeholder.length}ch + 48px)`
  const [exporting, setExporting] = useState(false)

  const setSearch = (change: Partial<ListSearch>) =>
    void navigate({ to: '.', search: (prev: ListSearch) => ({ ...prev, ...change }), replace: true } as never)

  // Search as the user types, a moment after they stop; never over a navigation the user has started (a click
  // on a row while the search was waiting would be undone): it waits for that navigation, which unmounts the list.
  useEffect(() => {
    if (text === (search.search ?? '')) return
    const apply = () => {
      if (router.state.status === 'pending') {
        timer = window.setTimeout(apply, SEARCH_DELAY_MS)
        return
      }
      setSearch({ search: text || undefined, page: undefined })
    }
    let timer = window.setTimeout(apply, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  })

  const queryKey = JSON.stringify(listQuery(search, pageSize))
  const list = useRequest(
    (signal) =>
      api.get<Record<string, unknown>>(props.resource, {
        query: { ...listQuery(search, pageSize), ...props.query },
        signal,
      }),
    [props.resource, queryKey, JSON.stringify(props.query)],
  )
  const rows = (list.data?.[props.itemsKey] as T[] | undefined) ?? []
  const total = typeof list.data?.total === 'number' ? list.data.total : rows.length

  async function exportCsv() {
    setExporting(true)
    try {
      const all: T[] = []
      for (let exportPage = 1; ; exportPage += 1) {
        const answer = await api.get<Record<string, unknown>>(props.resource, {
          query: { ...listQuery(search, EXPORT_PAGE), ...props.query, page: exportPage },
        })
        const batch = (answer[props.itemsKey] as T[] | undefined) ?? []
        all.push(...batch)
        if (batch.length < EXPORT_PAGE) break
      }
      const csvColumns: CsvColumn<T>[] = columns.flatMap((column) => {
        if (column.csv === null) return []
        const value =
          column.csv ??
          ((row: T) => {
            const cell = column.cell(row)
            return typeof cell === 'string' || typeof cell === 'number' ? cell : ''
          })
        return [{ header: column.header, value }]
      })
      downloadCsv(`${props.csvName}.csv`, toCsv(all, [...csvColumns, ...(props.csvColumns ?? [])]))
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <PageHeader
        title={props.title}
        {...(props.description ? { description: props.description } : {})}
        actions={
          <>
            {props.actions}
            {props.csvName && mayExport && (
              <Button variant="soft" color="gray" onClick={() => void exportCsv()} loading={exporting}>
                <DownloadIcon />
                {t('list.export_csv')}
              </Button>
            )}
            {props.create && <NewLink to={props.create.to} label={props.create.label} />}
          </>
        }
      />
      {props.nav}
      <Flex gap="3" mb="4" wrap="wrap">
        <SearchField
          placeholder={placeholder}
          value={text}
          onChange={setText}
          style={{ flex: `1 1 max(260px, ${placeholderWidth})`, maxWidth: `max(420px, ${placeholderWidth})` }}
        />
        {filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            label={filter.label}
            value={search[filter.key] === undefined ? undefined : String(search[filter.key])}
            options={filter.options}
            onChange={(value) => setSearch({ [filter.key]: value, page: undefined })}
          />
        ))}
      </Flex>
      <Card size="1">
        <Table.Root variant="ghost">
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeaderCell
                  key={column.key}
                  align={column.align}
                  aria-sort={sortState(search.sort, column.sortKey)}
                >
                  {column.sortKey ? (
                    <RadixLink
                      asChild
                      color="gray"
                      highContrast
                      underline="hover"
                      title={t('list.sort_by', { column: column.header })}
                    >
                      <button
                        type="button"
                        className="entity-sort"
                        onClick={() =>
                          setSearch({ sort: nextSort(search.sort, column.sortKey), page: undefined })
                        }
                      >
                        {column.header}
                        {sortState(search.sort, column.sortKey) === 'ascending' ? ' ↑' : ''}
                        {sortState(search.sort, column.sortKey) === 'descending' ? ' ↓' : ''}
                      </button>
                    </RadixLink>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={props.rowKey(row)} align="center">
                {columns.map((column, index) => {
                  const content = column.cell(row)
                  if (index === 0) {
                    return (
                      <Table.RowHeaderCell key={column.key} align={column.align}>
                        {props.rowLink ? (
                          <RadixLink asChild weight="medium">
                            <Link to={props.rowLink(row) as never}>{content}</Link>
                          </RadixLink>
                        ) : (
                          content
                        )}
                      </Table.RowHeaderCell>
                    )
                  }
                  return (
                    <Table.Cell key={column.key} align={column.align}>
                      {content}
                    </Table.Cell>
                  )
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!list.loading && rows.length === 0 && <EmptyListNote>{props.emptyText}</EmptyListNote>}
      </Card>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={(next) => setSearch({ page: next > 1 ? next : undefined })}
      />
    </>
  )
}
