import { Cross2Icon } from '@radix-ui/react-icons'
import {
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  IconButton,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes'
import { Fragment } from 'react'
import { t } from '../../i18n/index.ts'
import { MoveButtons } from '../MoveButtons.tsx'
import { CellSelect, type Choice } from './CellSelect.tsx'
import { editLine, type KeyedLine, moveLine, removeLine } from './document-lines.ts'
import { LinesError } from './LinesError.tsx'
import './document-lines.css'

/** The fields of a line that hold typed text. */
type TextKey<L> = { [K in keyof L]: L[K] extends string ? K : never }[keyof L] & string

/**
 * A column of a document's lines: typed text (a SKU, a description, a quantity, a cost), a record picked (an
 * account, a tax rate) or a figure shown (what arrived). `wide` takes a row of its own when the lines stack.
 */
export type LineColumn<L> =
  | {
      kind: 'text'
      field: TextKey<L>
      label: string
      width?: string
      inputMode?: 'numeric' | 'decimal'
      wide?: boolean
    }
  | { kind: 'choice'; field: TextKey<L>; label: string; choices: readonly Choice[]; placeholder?: string }
  | { kind: 'shown'; label: string; show: (line: L) => string }

/** A row of the totals under the lines: a label and an amount in cents. */
export type TotalRow = { label: string; amount: number; strong?: boolean }

type Props<L extends KeyedLine> = {
  heading: string
  columns: readonly LineColumn<L>[]
  lines: readonly L[]
  onChange: (lines: L[]) => void
  /** Told when a line's field is typed in (not when lines are added, removed or moved). */
  onEdit?: () => void
  blank: () => L
  /** Each line's amount, as core works it out, under the `amount` label. */
  amounts?: { label: string; lines: readonly { amount: number }[] }
  totals?: { testId: string; rows: readonly TotalRow[] }
  labels: { add: string; remove: string }
  money?: (cents: number) => string
  readOnly?: boolean
  error?: string | undefined
}

/**
 * The lines of a purchase order, a bill, an invoice or a quick buy: one row a line, its columns as the document
 * declares them, its amount and the totals from core, lines added, removed and moved. On a narrow window
 * (a tablet held upright) each line stacks into labelled cells instead of scrolling sideways.
 */
export function DocumentLines<L extends KeyedLine>(props: Props<L>) {
  const { columns, lines, onChange, readOnly = false, amounts, money } = props
  const change = (index: number, field: TextKey<L>, value: string) => {
    onChange(editLine(lines, index, { [field]: value } as Partial<L>))
    props.onEdit?.()
  }
  return (
    <Card size="3" mb="4" className="document-lines">
      <Heading as="h2" size="4" mb="3">
        {props.heading}
      </Heading>
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeaderCell key={column.label} justify={column.kind === 'shown' ? 'end' : 'start'}>
                {column.label}
              </Table.ColumnHeaderCell>
            ))}
            {amounts && <Table.ColumnHeaderCell justify="end">{amounts.label}</Table.ColumnHeaderCell>}
            <Table.ColumnHeaderCell>
              <VisuallyHidden>{props.labels.remove}</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={line.key} align="center">
              {columns.map((column) => (
                <Table.Cell
                  key={column.label}
                  data-label={column.label}
                  data-wide={column.kind === 'text' && column.wide ? '' : undefined}
                  justify={column.kind === 'shown' ? 'end' : 'start'}
                >
                  <LineCell column={column} line={line} index={index} readOnly={readOnly} onChange={change} />
                </Table.Cell>
              ))}
              {amounts && money && (
                <Table.Cell justify="end" data-label={amounts.label}>
                  {money(amounts.lines[index]?.amount ?? 0)}
                </Table.Cell>
              )}
              <Table.Cell data-actions="">
                {!readOnly && lines.length > 1 && (
                  <Flex gap="3" align="center" justify="end">
                    <MoveButtons
                      index={index}
                      count={lines.length}
                      labels={{
                        up: `${t('lines.move_up')} ${index + 1}`,
                        down: `${t('lines.move_down')} ${index + 1}`,
                      }}
                      onMove={(by) => onChange(moveLine(lines, index, by))}
                      look={{ variant: 'ghost', color: 'gray' }}
                    />
                    <IconButton
                      type="button"
                      variant="ghost"
                      color="gray"
                      aria-label={`${props.labels.remove} ${index + 1}`}
                      onClick={() => onChange(removeLine(lines, index))}
                    >
                      <Cross2Icon />
                    </IconButton>
                  </Flex>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <LinesError error={props.error} />
      <Flex justify="between" align="start" mt="3" gap="4" wrap="wrap">
        {!readOnly ? (
          <Button type="button" variant="soft" onClick={() => onChange([...lines, props.blank()])}>
            {props.labels.add}
          </Button>
        ) : (
          <span />
        )}
        {props.totals && money && <Totals {...props.totals} money={money} />}
      </Flex>
    </Card>
  )
}

function LineCell<L extends KeyedLine>({
  column,
  line,
  index,
  readOnly,
  onChange,
}: {
  column: LineColumn<L>
  line: L
  index: number
  readOnly: boolean
  onChange: (index: number, field: TextKey<L>, value: string) => void
}) {
  const label = `${column.label} ${index + 1}`
  if (column.kind === 'shown') return column.show(line)
  const value = line[column.field] as string
  if (column.kind === 'choice')
    return (
      <CellSelect
        label={label}
        value={value}
        choices={column.choices}
        placeholder={column.placeholder}
        onChange={(next) => onChange(index, column.field, next)}
        disabled={readOnly}
      />
    )
  return (
    <TextField.Root
      aria-label={label}
      {...(column.inputMode ? { inputMode: column.inputMode } : {})}
      {...(column.width ? { style: { width: column.width } } : {})}
      value={value}
      disabled={readOnly}
      onChange={(event) => onChange(index, column.field, event.target.value)}
    />
  )
}

/** The totals under the lines, the last row (what is owed) in bold. */
function Totals({
  testId,
  rows,
  money,
}: {
  testId: string
  rows: readonly TotalRow[]
  money: (cents: number) => string
}) {
  return (
    <Grid columns="auto auto" gapX="5" gapY="1" data-testid={testId}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <Text size={row.strong ? '3' : '2'} weight={row.strong ? 'bold' : 'regular'}>
            {row.label}
          </Text>
          <Text size={row.strong ? '3' : '2'} weight={row.strong ? 'bold' : 'regular'} align="right">
            {money(row.amount)}
          </Text>
        </Fragment>
      ))}
    </Grid>
  )
}
