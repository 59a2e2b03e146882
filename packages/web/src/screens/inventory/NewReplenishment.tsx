import type { ProposalLine } from '@pos/core'
import { parsePayload, replenishmentResource, StockLevelsPayloadSchema } from '@pos/core'
import { Button, Card, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { api } from '../../api/client.ts'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { PurchaseFromProposal } from '../purchasing/PurchaseFromProposal.tsx'
import { refusalFromError, WarehouseField } from './form-parts.tsx'
import { proposeReplenishment, replenishments } from './replenishments-api.ts'
import { errorFor, type FormRefusal, otherError, resolveSkuLines } from './sku-lines.ts'
import { useWarehouses } from './use-warehouses.ts'

const NONE = 'none'
const FIELDS = ['destination_warehouse_id', 'source_warehouse_id', 'lines'] as const

/**
 * A new replenishment (spec 2 /inventory/replenishments/new): choose the warehouse to replenish and where the
 * stock comes from; the server proposes each item's quantity from its min/max levels and its sales over the last
 * weeks (capped by what the source holds), the quantities can be changed, and the proposal is saved with its
 * reference. Its screen turns it into a transfer.
 */
export function NewReplenishment() {
  const warehouses = useWarehouses()
  const navigate = useNavigate()
  const [destination, setDestination] = useState('')
  const [source, setSource] = useState(NONE)
  const [reference, setReference] = useState('')
  const [proposal, setProposal] = useState<ProposalLine[]>()
  const [quantities, setQuantities] = useState<Record<number, string>>({})
  const [refusal, setRefusal] = useState<FormRefusal>()
  const [busy, setBusy] = useState(false)
  const sourceId = source === NONE ? null : Number(source)
  const [levelsText, setLevelsText] = useState('')
  const [levelsRefusal, setLevelsRefusal] = useState<string>()

  /** Sets the destination's min/max levels from "SKU minimum maximum" lines, then proposes again. */
  const saveLevels = async () => {
    setLevelsRefusal(undefined)
    if (!destination) {
      setLevelsRefusal(t('inventory.missing_warehouse'))
      return
    }
    setBusy(true)
    try {
      const resolved = await resolveSkuLines(levelsText, null)
      if (!resolved.ok) {
        setLevelsRefusal(resolved.message)
        return
      }
      const body = {
        warehouse_id: Number(destination),
        levels: resolved.lines.map((line) => ({
          item_id: line.item_id,
          minimum: line.quantity,
          maximum: Number(line.rest?.[0] ?? line.quantity),
        })),
      }
      const checked = parsePayload(StockLevelsPayloadSchema, body)
      if (!checked.ok) {
        setLevelsRefusal(checked.error)
        return
      }
      await api.put('proxy/stock-levels.json', body, { quiet: true })
      showToast(t('inventory.levels_saved'), 'success')
      setLevelsText('')
    } catch (error) {
      setLevelsRefusal(refusalOf(error)?.message ?? t('error.unexpected'))
      return
    } finally {
      setBusy(false)
    }
    await propose()
  }

  const propose = async () => {
    setRefusal(undefined)
    if (!destination) {
      setRefusal({ message: t('inventory.missing_warehouse'), field: 'destination_warehouse_id' })
      return
    }
    setBusy(true)
    try {
      const answer = await proposeReplenishment(Number(destination), sourceId)
      setProposal(answer.lines)
      setQuantities(Object.fromEntries(answer.lines.map((line) => [line.item_id, String(line.quantity)])))
    } catch (error) {
      setRefusal(refusalFromError(error))
    } finally {
      setBusy(false)
    }
  }

  const save = async () => {
    setRefusal(undefined)
    const lines = (proposal ?? [])
      .map((line) => ({ item_id: line.item_id, quantity: Number(quantities[line.item_id] ?? line.quantity) }))
      .filter((line) => !(line.quantity === 0))
    const body = {
      reference,
      source_warehouse_id: sourceId,
      destination_warehouse_id: destination ? Number(destination) : undefined,
      lines,
    }
    const checked = parsePayload(replenishmentResource.create, body)
    if (!checked.ok) {
      setRefusal({ message: checked.error, field: checked.field })
      return
    }
    const ruled = replenishmentResource.check?.(checked.value, undefined)
    if (ruled) {
      setRefusal({ message: ruled.message, field: ruled.field })
      return
    }
    setBusy(true)
    try {
      const row = await replenishments.create(checked.value, { quiet: true })
      await navigate({ to: '/inventory/replenishments/$id', params: { id: String(row.id) } })
    } catch (error) {
      setRefusal(refusalFromError(error))
    } finally {
      setBusy(false)
    }
  }

  const other = otherError(refusal, FIELDS)
  return (
    <>
      <PageHeader
        title={t('inventory.new_replenishment')}
        description={t('inventory.replenishment_hint')}
        actions={<BackLink to="/inventory/replenishments" />}
      />
      <Card mb="4">
        <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="start">
          <WarehouseField
            id="replenish-destination"
            label={t('inventory.destination')}
            value={destination}
            onChange={setDestination}
            warehouses={warehouses}
            error={errorFor(refusal, 'destination_warehouse_id')}
          />
          <WarehouseField
            id="replenish-source"
            label={t('inventory.source')}
            value={source}
            onChange={setSource}
            warehouses={warehouses}
            none={{ value: NONE, label: t('inventory.no_source') }}
            error={errorFor(refusal, 'source_warehouse_id')}
          />
          <TextInputField
            id="replenish-reference"
            label={t('inventory.reference')}
            value={reference}
            onChange={setReference}
          />
        </Grid>
        <Flex gap="3" mt="4" align="center" wrap="wrap">
          <Button variant="soft" disabled={busy} onClick={() => void propose()}>
            {t('inventory.propose')}
          </Button>
          <Button disabled={busy || proposal === undefined} onClick={() => void save()}>
            {t('inventory.save')}
          </Button>
          {sourceId === null && proposal !== undefined && proposal.length > 0 && (
            <PurchaseFromProposal
              warehouse={destination}
              lines={proposal.map((line) => ({ sku: line.sku, quantity: quantities[line.item_id] ?? '' }))}
            />
          )}
          {other && (
            <Text color="red" size="2" role="alert">
              {other}
            </Text>
          )}
        </Flex>
      </Card>
      <Card mb="4">
        <Field
          label={t('inventory.levels')}
          htmlFor="replenish-levels"
          error={levelsRefusal}
          hint={t('inventory.levels_hint')}
        >
          <TextArea
            id="replenish-levels"
            rows={3}
            value={levelsText}
            onChange={(event) => setLevelsText(event.target.value)}
          />
        </Field>
        <Button mt="3" variant="soft" disabled={busy} onClick={() => void saveLevels()}>
          {t('inventory.save_levels')}
        </Button>
      </Card>
      {proposal !== undefined && (
        <>
          {errorFor(refusal, 'lines') && (
            <Text as="p" color="red" size="2" role="alert" mb="2">
              {errorFor(refusal, 'lines')}
            </Text>
          )}
          <DataTable
            variant="surface"
            aria-label={t('inventory.proposal')}
            columns={[
              { header: t('inventory.sku'), cell: (line) => line.sku },
              { header: t('inventory.name'), cell: (line) => line.name },
              { header: t('inventory.minimum'), align: 'right', cell: (line) => line.minimum },
              { header: t('inventory.maximum'), align: 'right', cell: (line) => line.maximum },
              { header: t('inventory.on_hand'), align: 'right', cell: (line) => line.on_hand },
              { header: t('inventory.sold_recently'), align: 'right', cell: (line) => line.sold },
              {
                header: t('inventory.source_on_hand'),
                align: 'right',
                cell: (line) => line.source_on_hand ?? '—',
              },
              {
                header: t('inventory.quantity'),
                align: 'right',
                cell: (line) => (
                  <TextField.Root
                    type="number"
                    min={0}
                    style={{ maxWidth: 100, marginLeft: 'auto' }}
                    aria-label={`${t('inventory.quantity')} ${line.sku}`}
                    value={quantities[line.item_id] ?? ''}
                    onChange={(event) => setQuantities({ ...quantities, [line.item_id]: event.target.value })}
                  />
                ),
              },
            ]}
            rows={proposal}
            rowKey={(line) => line.item_id}
          />
          {proposal.length === 0 && (
            <Text as="p" color="gray" size="2" mt="3">
              {t('inventory.nothing_to_propose')}
            </Text>
          )}
        </>
      )}
    </>
  )
}
