import { INVENTORY_MESSAGES, parsePayload, StocktakeStartPayloadSchema } from '@pos/core'
import { Card, Flex, RadioCards, Text } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { SubmitRow, WarehouseField } from './form-parts.tsx'
import { inventoryApi } from './inventory-api.ts'
import { errorFor, type FormRefusal, otherError } from './sku-lines.ts'
import { useLocations } from './use-locations.ts'
import { useWarehouses } from './use-warehouses.ts'

const FIELDS = ['warehouse_id', 'name', 'location_id', 'types', 'vendors'] as const
const EVERY_LOCATION = 'all'

function list(text: string) {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
}

/**
 * Starting a stocktake (spec 2 /inventory/stocktakes/new, spec 4): full, or partial by a location, product types or
 * vendors. The server freezes each item's expected quantity (and cost) at this moment; counting starts on its screen.
 */
export function NewStocktake() {
  const warehouses = useWarehouses()
  const navigate = useNavigate()
  const [warehouse, setWarehouse] = useState('')
  const locations = useLocations(warehouse)
  const [name, setName] = useState('')
  const [scope, setScope] = useState<'full' | 'partial'>('full')
  const [location, setLocation] = useState(EVERY_LOCATION)
  const [types, setTypes] = useState('')
  const [vendors, setVendors] = useState('')
  const [refusal, setRefusal] = useState<FormRefusal>()
  const [busy, setBusy] = useState(false)

  const start = async () => {
    setRefusal(undefined)
    const partial = scope === 'partial'
    const body = {
      warehouse_id: warehouse ? Number(warehouse) : undefined,
      name,
      location_id: partial && location !== EVERY_LOCATION ? Number(location) : null,
      types: partial ? list(types) : [],
      vendors: partial ? list(vendors) : [],
    }
    const checked = parsePayload(StocktakeStartPayloadSchema, body)
    if (!checked.ok) {
      setRefusal({ message: checked.error, field: checked.field })
      return
    }
    if (partial && body.location_id === null && body.types.length === 0 && body.vendors.length === 0) {
      setRefusal({ message: t('inventory.partial_needs_scope'), field: 'location_id' })
      return
    }
    setBusy(true)
    try {
      const { stocktake } = await inventoryApi.startStocktake(body)
      await navigate({ to: '/inventory/stocktakes/$id', params: { id: String(stocktake.id) } })
    } catch (error) {
      const refused = refusalOf(error)
      setRefusal(
        refused
          ? {
              message: refused.message,
              field: refused.message === INVENTORY_MESSAGES.missingWarehouse ? 'warehouse_id' : refused.field,
            }
          : { message: t('error.unexpected') },
      )
    } finally {
      setBusy(false)
    }
  }

  const other = otherError(refusal, FIELDS)
  return (
    <>
      <PageHeader
        title={t('inventory.new_stocktake')}
        description={t('inventory.new_stocktake_hint')}
        actions={<BackLink to="/inventory/stocktakes" />}
      />
      <Card style={{ maxWidth: 720 }}>
        <Flex direction="column" gap="3">
          <WarehouseField
            id="stocktake-warehouse"
            label={t('inventory.warehouse')}
            value={warehouse}
            warehouses={warehouses}
            onChange={(value) => {
              setWarehouse(value)
              setLocation(EVERY_LOCATION)
            }}
            error={errorFor(refusal, 'warehouse_id')}
          />
          <TextInputField
            id="stocktake-name"
            label={t('inventory.stocktake_name')}
            value={name}
            onChange={setName}
            error={errorFor(refusal, 'name')}
          />
          <RadioCards.Root
            value={scope}
            onValueChange={(value) => setScope(value as 'full' | 'partial')}
            columns={{ initial: '1', sm: '2' }}
            aria-label={t('inventory.scope')}
          >
            <RadioCards.Item value="full">
              <Flex direction="column">
                <Text weight="bold">{t('inventory.full_count')}</Text>
                <Text size="1" color="gray">
                  {t('inventory.full_count_hint')}
                </Text>
              </Flex>
            </RadioCards.Item>
            <RadioCards.Item value="partial">
              <Flex direction="column">
                <Text weight="bold">{t('inventory.partial_count')}</Text>
                <Text size="1" color="gray">
                  {t('inventory.partial_count_hint')}
                </Text>
              </Flex>
            </RadioCards.Item>
          </RadioCards.Root>
          {scope === 'partial' && (
            <>
              <SelectField
                id="stocktake-location"
                label={t('inventory.location')}
                value={location}
                options={[
                  { value: EVERY_LOCATION, label: t('inventory.every_location') },
                  ...locations.map((row) => ({ value: String(row.id), label: row.name })),
                ]}
                onChange={setLocation}
                error={errorFor(refusal, 'location_id')}
                disabled={!warehouse}
              />
              <TextInputField
                id="stocktake-types"
                label={t('inventory.types')}
                value={types}
                onChange={setTypes}
                error={errorFor(refusal, 'types')}
                hint={t('inventory.comma_hint')}
              />
              <TextInputField
                id="stocktake-vendors"
                label={t('inventory.vendors')}
                value={vendors}
                onChange={setVendors}
                error={errorFor(refusal, 'vendors')}
                hint={t('inventory.comma_hint')}
              />
            </>
          )}
          <SubmitRow
            label={t('inventory.start_stocktake')}
            busy={busy}
            onSubmit={() => void start()}
            error={other}
          />
        </Flex>
      </Card>
    </>
  )
}
