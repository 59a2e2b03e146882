import { Table } from '@radix-ui/themes'
import type { ComponentProps, CSSProperties, ReactNode } from 'react'

/** A column of a read-only table: its head, how a row shows in it, and which way its cells line up. */
export type TableColumn<T> = {
  /** Tells the columns apart; the header when it is a string and this is left out. */
  key?: string
  header: ReactNode
  cell: (row: T, index: number) => ReactNode
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'right' | 'center'
  /** The row's own name (a `th scope="row"`), read out before the row's other cells. */
  rowHeader?: boolean
  width?: string
  /** The cells keep their text on one line. */
  nowrap?: boolean
  /** The body cells' own style (a narrow column of long text). */
  style?: CSSProperties
  /** A cell's test id (`shipping-unit-cost-1`). */
  testId?: (row: T, index: number) => string
}

const JUSTIFY = { left: 'start', right: 'end', center: 'center' } as const

/** A column's cells line up this way (Radix's `justify`). */
function justifyOf(align: TableColumn<unknown>['align']) {
  return align ? JUSTIFY[align] : undefined
}

type RootProps = Omit<ComponentProps<typeof Table.Root>, 'children'>

/**
 * A table drawn from its columns: a head row of the columns' headers (none when `heads` is false), then `before`
 * (an opening balance), a row per item of `rows` (`empty` when there are none), and `footer` (totals rows) after
 * them. `rowProps` gives a row its
 * test id.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  rowAlign,
  heads = true,
  before,
  footer,
  empty,
  ...root
}: RootProps & {
  columns: readonly (TableColumn<T> | false | null | undefined)[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string | number
  rowProps?: (row: T, index: number) => Record<`data-${string}`, string | undefined>
  rowAlign?: 'start' | 'center' | 'end' | 'baseline'
  heads?: boolean
  before?: ReactNode
  footer?: ReactNode
  /** Said across the table when there are no rows (left out while the rows load). */
  empty?: ReactNode
}) {
  const shown = columns.filter((column): column is TableColumn<T> => Boolean(column))
  const keyOf = (column: TableColumn<T>, index: number) =>
    column.key ?? (typeof column.header === 'string' && column.header ? column.header : index)
  return (
    <Table.Root {...root}>
      {heads && (
        <Table.Header>
          <Table.Row>
            {shown.map((column, index) => (
              <Table.ColumnHeaderCell
                key={keyOf(column, index)}
                justify={justifyOf(column.align)}
                {...(column.width ? { width: column.width } : {})}
              >
                {column.header}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
      )}
      <Table.Body>
        {before}
        {rows.map((row, rowIndex) => (
          <Table.Row key={rowKey(row, rowIndex)} align={rowAlign} {...rowProps?.(row, rowIndex)}>
            {shown.map((column, index) => {
              const Cell = column.rowHeader ? Table.RowHeaderCell : Table.Cell
              return (
                <Cell
                  key={keyOf(column, index)}
                  justify={justifyOf(column.align)}
                  {...(column.nowrap || column.style
                    ? { style: { ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}), ...column.style } }
                    : {})}
                  {...(column.testId ? { 'data-testid': column.testId(row, rowIndex) } : {})}
                >
                  {column.cell(row, rowIndex)}
                </Cell>
              )
            })}
          </Table.Row>
        ))}
        {rows.length === 0 && empty ? (
          <Table.Row>
            <Table.Cell colSpan={shown.length} justify="center">
              {empty}
            </Table.Cell>
          </Table.Row>
        ) : null}
        {footer}
      </Table.Body>
    </Table.Root>
  )
}
