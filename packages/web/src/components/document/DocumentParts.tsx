import { INVOICE_STATUS_WORDS, type InvoiceStatus } from '@pos/core'
import { Badge, type BadgeProps, Card, Flex, Grid, Heading, Table, Text, TextArea } from '@radix-ui/themes'
import type { ComponentProps, ReactNode } from 'react'
import { formatDate } from '../../format/dates.ts'
import { Field } from '../Field.tsx'
import { TextInputField } from '../FormFields.tsx'

type BadgeColor = NonNullable<BadgeProps['color']>

/** The colour of an invoice's or a bill's status (INVOICE_STATUS_WORDS). */
export const PAYABLE_STATUS_COLOR = {
  draft: 'gray',
  awaiting_payment: 'amber',
  paid: 'green',
  canceled: 'red',
} as const satisfies Record<string, BadgeColor>

/** A document's state as a badge, with what goes beside it (what is paid, the documents it links to). */
export function DocumentStatus({
  color,
  label,
  testId,
  children,
}: {
  color: BadgeColor
  label: string
  testId?: string
  children?: ReactNode
}) {
  return (
    <Flex gap="3" align="center" mb="3" wrap="wrap">
      <Badge size="2" color={color} {...(testId ? { 'data-testid': testId } : {})}>
        {label}
      </Badge>
      {children}
    </Flex>
  )
}

const PAYABLE_STATUS_LABEL: Record<string, string> = Object.fromEntries(
  INVOICE_STATUS_WORDS.map((s) => [s.value, s.label]),
)

/** An invoice's or a bill's status, what is paid of it once it is no longer a draft (`paidOf`), and `children`. */
export function PayableStatus({
  status,
  paidOf,
  testId,
  children,
}: {
  status: InvoiceStatus
  paidOf: string
  testId?: string
  children?: ReactNode
}) {
  return (
    <DocumentStatus
      color={PAYABLE_STATUS_COLOR[status]}
      label={PAYABLE_STATUS_LABEL[status] ?? status}
      {...(testId ? { testId } : {})}
    >
      {status !== 'draft' && (
        <Text size="2" color="gray">
          {paidOf}
        </Text>
      )}
      {children}
    </DocumentStatus>
  )
}

/** The date of a document and the date it falls due, each with its refusal under it (`date`, `due_date`). */
export function DocumentDates({
  idPrefix,
  labels,
  date,
  due,
  onDate,
  onDue,
  errors,
  disabled,
}: {
  /** The fields' ids start with it: `bill` gives bill-date and bill-due. */
  idPrefix: string
  labels: { date: string; due: string }
  date: string
  due: string
  onDate: (date: string) => void
  onDue: (due: string) => void
  errors: Record<string, string | undefined>
  disabled: boolean
}) {
  return (
    <>
      <TextInputField
        id={`${idPrefix}-date`}
        label={labels.date}
        type="date"
        value={date}
        disabled={disabled}
        onChange={onDate}
        error={errors.date}
      />
      <TextInputField
        id={`${idPrefix}-due`}
        label={labels.due}
        type="date"
        value={due}
        disabled={disabled}
        onChange={onDue}
        error={errors.due_date}
      />
    </>
  )
}

/** A document's note: a text box across its card, under the fields, with its refusal under it. */
export function DocumentNote({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string
  label: string
  value: string
  onChange: (note: string) => void
  error: string | undefined
  disabled: boolean
}) {
  return (
    <Flex direction="column" mt="4">
      <Field label={label} htmlFor={id} error={error}>
        <TextArea id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </Flex>
  )
}

/** A payment of a document as its payments card lists it. */
type Payment = { id: number; date: string; amount: number }

/**
 * The payments of a document: date, where the money went (`methodOf`), amount; with column heads when `heads`
 * names them. Nothing while there are none.
 */
export function DocumentPayments<P extends Payment>({
  title,
  payments,
  methodOf,
  money,
  heads,
}: {
  title: string
  payments: readonly P[]
  methodOf: (payment: P) => string
  money: (cents: number) => string
  heads?: { date: string; method: string; amount: string }
}) {
  if (payments.length === 0) return null
  return (
    <Card size="3" mb="4">
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      <Table.Root size="1">
        {heads && (
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{heads.date}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{heads.method}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{heads.amount}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
        )}
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell>{formatDate(`${payment.date}T00:00:00`)}</Table.Cell>
              <Table.Cell>{methodOf(payment)}</Table.Cell>
              <Table.Cell justify="end">{money(payment.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  )
}

/**
 * A document's header fields: a card whose fields stand in a grid (one column on a phone, two from `sm`, or as
 * `columns` says), with what goes across the card under them (`below`: the note).
 */
export function DocumentFields({
  columns = { initial: '1', sm: '2' },
  align,
  below,
  children,
}: {
  columns?: ComponentProps<typeof Grid>['columns']
  align?: ComponentProps<typeof Grid>['align']
  below?: ReactNode
  children: ReactNode
}) {
  return (
    <Card size="3" mb="4">
      <Grid columns={columns} gap="4" {...(align ? { align } : {})}>
        {children}
      </Grid>
      {below}
    </Card>
  )
}
