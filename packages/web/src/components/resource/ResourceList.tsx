import {
  type AnyResource,
  cellValue,
  columnFormat,
  type ResourceColumn,
  type ResourceFilter,
  resourceScreens,
  viewRights,
} from '@pos/core'
import { DownloadIcon } from '@radix-ui/react-icons'
import { Badge, Button } from '@radix-ui/themes'
import { useSearch } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { resourceClient } from '../../api/resource-client.ts'
import { formatDate, formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { useCan, useMe } from '../../session/session.ts'
import { type EntityColumn, type EntityFilter, EntityList } from '../entity/EntityList.tsx'
import type { ListSearch } from '../entity/list-search.ts'
import { resourceSearch } from './resource-search.ts'
import { useReferenceLists } from './use-reference-options.ts'

type Row = Record<string, unknown>

/** A cell as the column's format (or the one its row picks, `formatBy`) shows it. */
export function cellText(
  column: ResourceColumn,
  value: unknown,
  currency: string,
  format: ResourceColumn['format'] = column.format,
): string {
  if (value === null || value === undefined || value === '') return ''
  switch (format) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, currency) : String(value)
    case 'percent':
      return `${String(value)}%`
    case 'boolean': {
      const [yes, no] = column.words ?? [t('common.yes'), t('common.no')]
      return value ? yes : no
    }
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-AU') : String(value)
    default:
      if (column.options) return column.options.find((o) => o.value === value)?.label ?? String(value)
      return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

type ReferenceLists = Record<string, readonly { value: string; label: string }[]>

/** The declared filters with their choices (a reference filter's are the referenced records). */
function filtersOf(filters: readonly ResourceFilter[], lists: ReferenceLists): EntityFilter[] {
  return filters.map((filter) => ({
    key: filter.key,
    label: filter.label,
    options: filter.reference ? [...(lists[filter.reference] ?? [])] : (filter.options ?? []),
  }))
}

type Props<R extends AnyResource> = {
  resource: R
  title?: string
  description?: string
  /** Query parameters every request sends (a kind), and where rows and the create button lead instead. */
  query?: Record<string, string>
  path?: string
  /** The create button, where it is not `{path}/new` (the chart of accounts has two). */
  create?: { to: string; label: string }
  /** More buttons beside it. */
  actions?: ReactNode
  /** Between the title and the search (EntityList's `nav`). */
  nav?: ReactNode
}

/**
 * The list screen of a declared resource: its columns, search, filters and sort keys, paging, the server's
 * CSV export of the same search, and the create button when there is an edit screen.
 */
export function ResourceList<R extends AnyResource>({ resource, query, ...props }: Props<R>) {
  const { company } = useMe()
  const can = useCan()
  // Create needs the edit right, CSV the export right of an area that lets the user read the list.
  const mayCreate = can(resource.rights.edit, 'edit')
  const mayExport = viewRights(resource).some((area) => can(area, 'export'))
  const address = useSearch({ strict: false }) as ListSearch
  // The route keeps any filter in the address; the declaration says which are this list's and their choices.
  const search = useMemo(() => resourceSearch(resource)(address), [resource, address])
  const client = useMemo(() => resourceClient(resource), [resource])
  const screens = resourceScreens(resource)
  const path = props.path ?? screens.list
  // The records that reference filters choose from and reference columns name.
  const lists = useReferenceLists([
    ...resource.filters.map((filter) => filter.reference),
    ...resource.columns.map((column) => column.reference),
  ])
  const filters = filtersOf(resource.filters, lists)
  const named = (column: ResourceColumn, value: unknown) =>
    column.reference && value !== null && value !== undefined
      ? (lists[column.reference]?.find((option) => option.value === String(value))?.label ?? '')
      : value
  const columns: EntityColumn<Row>[] = resource.columns.map((column, index) => ({
    key: column.key,
    header: column.header,
    // The first column is the row's link: a record without that value (a replenishment with no reference) is
    // linked by its number, so the link has a name to read and to click.
    cell: (row) => {
      const value = cellValue(row, column.key, column.join)
      const text =
        cellText(column, named(column, value), company.currency, columnFormat(column, row)) ||
        (index === 0 ? `#${String(row.id)}` : '')
      const tone = column.tones?.[String(value)]
      return tone && text ? (
        <Badge color={tone} variant="soft" radius="full">
          {text}
        </Badge>
      ) : (
        text
      )
    },
    ...(column.sortable ? { sortKey: column.key } : {}),
    ...(column.format === 'money' || column.format === 'number' ? { align: 'right' as const } : {}),
  }))
  const { page: _page, ...exported } = search
  return (
    <EntityList<Row>
      title={props.title ?? resource.label.many}
      {...(props.description ? { description: props.description } : {})}
      nav={props.nav}
      resource={`proxy/${resource.plural}.json`}
      itemsKey={resource.plural}
      search={search}
      {...(query ? { query } : {})}
      columns={columns}
      rowKey={(row) => String(row.id)}
      rowLink={(row) => `${path}/${String(row.id)}`}
      filters={filters}
      searchPlaceholder={resource.searchPlaceholder ?? t('common.search')}
      emptyText={resource.emptyText ?? t('resource.empty', { name: resource.label.many.toLowerCase() })}
      {...(mayCreate
        ? {
            create: props.create ?? {
              to: `${path}/new`,
              label: resource.newTitle ?? t('resource.new', { name: resource.label.one }),
            },
          }
        : {})}
      actions={
        <>
          {props.actions}
          {mayExport && (
            <Button asChild variant="soft" color="gray">
              <a href={client.csvUrl({ ...exported, ...query })} download>
                <DownloadIcon />
                {t('list.export_csv')}
              </a>
            </Button>
          )}
        </>
      }
    />
  )
}
