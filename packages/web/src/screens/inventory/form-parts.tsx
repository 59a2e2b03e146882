import { Button, Flex, Select, Text, TextArea } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { Field } from '../../components/Field.tsx'
import { t } from '../../i18n/index.ts'
import { ItemFinder } from './item-finder.tsx'
import { addSkuLine, type FormRefusal } from './sku-lines.ts'
import type { useWarehouses } from './use-warehouses.ts'

type Warehouse = ReturnType<typeof useWarehouses>[number]

/**
 * A picker of the company's warehouses (by id as text); `none` adds a first choice that is no warehouse, with
 * its label, and without it the empty picker asks to choose one.
 */
export function WarehouseSelect(props: {
  id: string
  value: string
  onChange: (value: string) => void
  warehouses: readonly Warehouse[]
  none?: { value: string; label: string }
}) {
  return (
    <Select.Root value={props.value} onValueChange={props.onChange}>
      <Select.Trigger
        id={props.id}
        {...(props.none ? {} : { placeholder: t('inventory.choose_warehouse') })}
      />
      <Select.Content>
        {props.none && <Select.Item value={props.none.value}>{props.none.label}</Select.Item>}
        {props.warehouses.map((w) => (
          <Select.Item key={w.id} value={String(w.id)}>
            {w.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}

/** A labelled warehouse picker with its refusal under it (see WarehouseSelect for `none`). */
export function WarehouseField({
  label,
  error,
  ...select
}: Parameters<typeof WarehouseSelect>[0] & { label: string; error: string | undefined }) {
  return (
    <Field label={label} htmlFor={select.id} error={error}>
      <WarehouseSelect {...select} />
    </Field>
  )
}

/**
 * The "SKU quantity" lines of a stock form, one a line, with the refusal that concerns them under the field.
 * With `finder`, an item finder above them adds the picked item's line (or one more of it), from that warehouse's
 * items when one is chosen; lines can still be typed or pasted.
 */
export function SkuLinesField(props: {
  id: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  label?: string
  hint?: string
  finder?: { warehouseId: number | null }
}) {
  return (
    <Field
      label={props.label ?? t('inventory.lines')}
      htmlFor={props.id}
      error={props.error}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      {props.finder && (
        <ItemFinder
          id={`${props.id}-find`}
          warehouseId={props.finder.warehouseId}
          onPick={(item) => props.onChange(addSkuLine(props.value, item.sku))}
        />
      )}
      <TextArea
        id={props.id}
        rows={5}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  )
}

/** A form's button, and beside it the refusal that concerns none of its fields. */
export function SubmitRow(props: {
  label: string
  busy: boolean
  onSubmit: () => void
  error: string | undefined
  children?: ReactNode
}) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      {props.children}
      <Button disabled={props.busy} onClick={props.onSubmit}>
        {props.label}
      </Button>
      {props.error && (
        <Text color="red" size="2" role="alert">
          {props.error}
        </Text>
      )}
    </Flex>
  )
}

/** What a failed request gives the form to show: the server's refusal under its field, or the unexpected error. */
export function refusalFromError(error: unknown): FormRefusal {
  const refused = refusalOf(error)
  return refused ? { message: refused.message, field: refused.field } : { message: t('error.unexpected') }
}
