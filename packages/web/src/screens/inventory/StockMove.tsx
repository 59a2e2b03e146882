import { INVENTORY_MESSAGES, parsePayload, StockMovePayloadSchema } from '@pos/core'
import { Card, Flex, Grid, Select } from '@radix-ui/themes'
import { useState } from 'react'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t, tn } from '../../i18n/index.ts'
import { refusalFromError, SkuLinesField, SubmitRow, WarehouseField } from './form-parts.tsx'
import { inventoryApi } from './inventory-api.ts'
import { errorFor, type FormRefusal, otherError, resolveSkuLines } from './sku-lines.ts'
import { useLocations } from './use-locations.ts'
import { useWarehouses } from './use-warehouses.ts'

const UNLOCATED = 'none'
const FIELDS = ['warehouse_id', 'from_location_id', 'to_location_id', 'lines'] as const

/**
 * Stock move (spec 2 /inventory/stock-move): moves items between two locations of one warehouse ('Missing
 * Warehouse' when none is chosen, spec 8). The server writes a pair of movements through the ledger per line, so
 * the warehouse's total never changes.
 */
export function StockMove() {
  const warehouses = useWarehouses()
  const [warehouse, setWarehouse] = useState('')
  const locations = useLocations(warehouse)
  const [from, setFrom] = useState(UNLOCATED)
  const [to, setTo] = useState(UNLOCATED)
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<FormRefusal>()
  const [busy, setBusy] = useState(false)

  const move = async () => {
    setRefusal(undefined)
    if (!warehouse) {
      setRefusal({ message: INVENTORY_MESSAGES.missingWarehouse, field: 'warehouse_id' })
      return
    }
    if (from === to) {
      setRefusal({ message: INVENTORY_MESSAGES.sameLocation, field: 'to_location_id' })
      return
    }
    setBusy(true)
    try {
      const resolved = await resolveSkuLines(text, Number(warehouse))
      if (!resolved.ok) {
        setRefusal({ message: resolved.message, field: 'lines' })
        return
      }
      const body = {
        warehouse_id: Number(warehouse),
        from_location_id: from === UNLOCATED ? null : Number(from),
        to_location_id: to === UNLOCATED ? null : Number(to),
        lines: resolved.lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
      }
      const checked = parsePayload(StockMovePayloadSchema, body)
      if (!checked.ok) {
        setRefusal({ message: checked.error, field: checked.field })
        return
      }
      const answer = await inventoryApi.move(body)
      showToast(tn('inventory.moved', answer.moved), 'success')
      setText('')
    } catch (error) {
      setRefusal(refusalFromError(error))
    } finally {
      setBusy(false)
    }
  }

  const locationPicker = (id: string, value: string, set: (v: string) => void) => (
    <Select.Root value={value} onValueChange={set} disabled={!warehouse}>
      <Select.Trigger id={id} />
      <Select.Content>
        <Select.Item value={UNLOCATED}>{t('inventory.no_location')}</Select.Item>
        {locations.map((location) => (
          <Select.Item key={location.id} value={String(location.id)}>
            {location.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
  const other = otherError(refusal, FIELDS)
  return (
    <>
      <PageHeader title={t('inventory.stock_move')} description={t('inventory.stock_move_hint')} />
      <Card style={{ maxWidth: 720 }}>
        <Flex direction="column" gap="3">
          <WarehouseField
            id="move-warehouse"
            label={t('inventory.warehouse')}
            value={warehouse}
            warehouses={warehouses}
            onChange={(value) => {
              setWarehouse(value)
              setFrom(UNLOCATED)
              setTo(UNLOCATED)
            }}
            error={errorFor(refusal, 'warehouse_id')}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Field
              label={t('inventory.from_location')}
              htmlFor="move-from"
              error={errorFor(refusal, 'from_location_id')}
            >
              {locationPicker('move-from', from, setFrom)}
            </Field>
            <Field
              label={t('inventory.to_location')}
              htmlFor="move-to"
              error={errorFor(refusal, 'to_location_id')}
            >
              {locationPicker('move-to', to, setTo)}
            </Field>
          </Grid>
          <SkuLinesField
            id="move-lines"
            finder={{ warehouseId: warehouse ? Number(warehouse) : null }}
            value={text}
            onChange={setText}
            error={errorFor(refusal, 'lines')}
          />
          <SubmitRow
            label={t('inventory.move_stock')}
            busy={busy}
            onSubmit={() => void move()}
            error={other}
          />
        </Flex>
      </Card>
    </>
  )
}
