import {
  carrierResource,
  FULFILLMENT_TYPES,
  FulfillmentPayloadSchema,
  type FulfillmentType,
  parsePayload,
} from '@pos/core'
import { Card, Flex, Grid, Heading } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { resourceClient } from '../../api/resource-client.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { SelectField, TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { refusalFromError, SkuLinesField, SubmitRow, WarehouseField } from './form-parts.tsx'
import { ADDRESS_PARTS, fulfillmentsApi } from './fulfillments-api.ts'
import { errorFor, type FormRefusal, otherError, resolveSkuLines } from './sku-lines.ts'
import { useWarehouses } from './use-warehouses.ts'

const carriers = resourceClient(carrierResource)
const NONE = 'none'
const FIELDS = ['type', 'source_warehouse_id', 'destination_warehouse_id', 'lines'] as const

/**
 * A new fulfillment (spec 2 /inventory/fulfillments/new, spec 3): its type, the warehouse it is picked from (and
 * for warehouse to warehouse, the one it goes to), carrier, reference, destination address, tags and the items
 * requested. Checked by the same schema as the server's before it is sent; a refusal shows under its field.
 */
export function NewFulfillment() {
  const warehouses = useWarehouses()
  const { data: carrierPage } = useRequest((signal) => carriers.list({ limit: 250 }, { signal }), [])
  const navigate = useNavigate()
  const [type, setType] = useState<FulfillmentType | ''>('')
  const [source, setSource] = useState('')
  const [destination, setDestination] = useState('')
  const [carrier, setCarrier] = useState(NONE)
  const [reference, setReference] = useState('')
  const [tags, setTags] = useState('')
  const [address, setAddress] = useState<Record<string, string>>({})
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<FormRefusal>()
  const [saving, setSaving] = useState(false)

  const save = async () => {
    setSaving(true)
    try {
      const resolved = source ? await resolveSkuLines(text, Number(source)) : { ok: true as const, lines: [] }
      if (!resolved.ok) {
        setRefusal({ message: resolved.message, field: 'lines' })
        return
      }
      const body = {
        type: type || undefined,
        source_warehouse_id: source ? Number(source) : undefined,
        destination_warehouse_id:
          destination && type === 'Warehouse To Warehouse' ? Number(destination) : null,
        carrier_id: carrier === NONE ? null : Number(carrier),
        reference,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        destination_address: Object.fromEntries(Object.entries(address).filter(([, value]) => value.trim())),
        lines: resolved.lines.map((line) => ({
          item_id: line.item_id,
          name: line.name,
          requested: line.quantity,
        })),
      }
      const checked = parsePayload(FulfillmentPayloadSchema, body)
      if (!checked.ok) {
        setRefusal({ message: checked.error, field: checked.field })
        return
      }
      const { fulfillment } = await fulfillmentsApi.create(body)
      await navigate({ to: '/inventory/fulfillments/$id', params: { id: String(fulfillment.id) } })
    } catch (error) {
      setRefusal(refusalFromError(error))
    } finally {
      setSaving(false)
    }
  }

  const other = otherError(refusal, FIELDS)
  return (
    <>
      <PageHeader
        title={t('inventory.new_fulfillment')}
        actions={<BackLink to="/inventory/fulfillments" />}
      />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {t('inventory.details')}
            </Heading>
            <SelectField
              id="fulfillment-type"
              label={t('inventory.fulfillment_type')}
              value={type}
              options={FULFILLMENT_TYPES.map((kind) => ({ value: kind, label: kind }))}
              onChange={(value) => setType(value as FulfillmentType)}
              error={errorFor(refusal, 'type')}
              placeholder={t('inventory.choose_type')}
            />
            <WarehouseField
              id="fulfillment-source"
              label={t('inventory.source_warehouse')}
              value={source}
              onChange={setSource}
              warehouses={warehouses}
              error={errorFor(refusal, 'source_warehouse_id')}
            />
            {type === 'Warehouse To Warehouse' && (
              <WarehouseField
                id="fulfillment-destination"
                label={t('inventory.destination_warehouse')}
                value={destination}
                onChange={setDestination}
                warehouses={warehouses}
                error={errorFor(refusal, 'destination_warehouse_id')}
              />
            )}
            <SelectField
              id="fulfillment-carrier"
              label={t('inventory.carrier')}
              value={carrier}
              options={[
                { value: NONE, label: t('inventory.no_carrier') },
                ...(carrierPage?.rows ?? []).map((row) => ({ value: String(row.id), label: row.name })),
              ]}
              onChange={setCarrier}
            />
            <TextInputField
              id="fulfillment-reference"
              label={t('inventory.reference')}
              value={reference}
              onChange={setReference}
            />
            <TextInputField
              id="fulfillment-tags"
              label={t('inventory.tags')}
              value={tags}
              onChange={setTags}
              hint={t('inventory.tags_hint')}
            />
          </Flex>
        </Card>
        <Card>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {t('inventory.destination_address')}
            </Heading>
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              {ADDRESS_PARTS.map((key) => (
                <TextInputField
                  key={key}
                  id={`address-${key}`}
                  label={t(`inventory.address.${key}`)}
                  value={address[key] ?? ''}
                  onChange={(value) => setAddress({ ...address, [key]: value })}
                />
              ))}
            </Grid>
          </Flex>
        </Card>
      </Grid>
      <Card mt="4">
        <Flex direction="column" gap="3">
          <SkuLinesField
            id="fulfillment-lines"
            finder={{ warehouseId: source ? Number(source) : null }}
            value={text}
            onChange={setText}
            error={errorFor(refusal, 'lines')}
          />
          <SubmitRow label={t('inventory.save')} busy={saving} onSubmit={() => void save()} error={other} />
        </Flex>
      </Card>
    </>
  )
}
