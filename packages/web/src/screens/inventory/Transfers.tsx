import { TRANSFER_STATES, type TransferState } from '@pos/core'
import { Button, Card, Flex, Link as RadixLink, Select, TextField } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { FilterSelect } from '../../components/FilterSelect.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { MorePager } from '../../components/Pager.tsx'
import { SearchField } from '../../components/SearchField.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { useSearchText } from '../../hooks/use-search-text.ts'
import { t } from '../../i18n/index.ts'
import { refusalFromError, SkuLinesField, SubmitRow } from './form-parts.tsx'
import { inventoryApi } from './inventory-api.ts'
import { errorFor, type FormRefusal, otherError, resolveSkuLines } from './sku-lines.ts'
import { TransferStateBadge, transferStateName } from './state-badges.tsx'
import { useWarehouses } from './use-warehouses.ts'

/**
 * Transfers (spec 2 /inventory/transfers): the list, newest first, a page at a time, of one state or all, found
 * by their reference.
 */
export function Transfers() {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<TransferState | ''>('')
  // Searched a moment after the typing stops, from the first page.
  const { text, setText, search } = useSearchText(() => setPage(1))
  const { data } = useRequest(
    (signal) => inventoryApi.transfers({ page, status, search }, signal),
    [page, status, search],
  )
  return (
    <>
      <PageHeader
        title={t('inventory.transfers')}
        actions={
          <Button asChild>
            <Link to="/inventory/transfers/new">{t('inventory.new_transfer')}</Link>
          </Button>
        }
      />
      <Flex gap="3" mb="4" wrap="wrap">
        <SearchField placeholder={t('inventory.reference')} value={text} onChange={setText} />
        <FilterSelect
          label={t('inventory.status')}
          value={status}
          options={TRANSFER_STATES.map((state) => ({ value: state, label: transferStateName(state) }))}
          onChange={(value) => {
            setStatus((value ?? '') as TransferState | '')
            setPage(1)
          }}
        />
      </Flex>
      <DataTable
        variant="surface"
        aria-label={t('inventory.transfers')}
        columns={[
          {
            header: t('inventory.reference'),
            cell: (transfer) => (
              <RadixLink asChild>
                <Link to="/inventory/transfers/$id" params={{ id: String(transfer.id) }}>
                  {transfer.reference || `#${transfer.id}`}
                </Link>
              </RadixLink>
            ),
          },
          { header: t('inventory.from'), cell: (transfer) => transfer.from_warehouse_name },
          { header: t('inventory.to'), cell: (transfer) => transfer.to_warehouse_name },
          {
            header: t('inventory.status'),
            cell: (transfer) => <TransferStateBadge state={transfer.status} />,
          },
          { header: t('inventory.date'), cell: (transfer) => formatDateTime(transfer.created) },
        ]}
        rows={data?.transfers ?? []}
        rowKey={(transfer) => transfer.id}
        empty={data && (search || status ? t('inventory.no_transfers_found') : t('inventory.no_transfers'))}
      />
      <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
    </>
  )
}

/** A new transfer: from and to warehouses, a reference and its lines; saved as a draft to send from its screen. */
export function NewTransfer() {
  const warehouses = useWarehouses()
  const navigate = useNavigate()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [reference, setReference] = useState('')
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<FormRefusal>()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setRefusal(undefined)
    setBusy(true)
    try {
      const resolved = from ? await resolveSkuLines(text, Number(from)) : { ok: true as const, lines: [] }
      if (!resolved.ok) {
        setRefusal({ message: resolved.message, field: 'lines' })
        return
      }
      const { transfer } = await inventoryApi.createTransfer({
        from_warehouse_id: from ? Number(from) : null,
        to_warehouse_id: to ? Number(to) : null,
        reference,
        lines: resolved.lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity })),
      })
      await navigate({ to: '/inventory/transfers/$id', params: { id: String(transfer.id) } })
    } catch (error) {
      setRefusal(refusalFromError(error))
    } finally {
      setBusy(false)
    }
  }
  const picker = (label: string, value: string, set: (v: string) => void) => (
    <Select.Root value={value} onValueChange={set}>
      <Select.Trigger aria-label={label} placeholder={label} />
      <Select.Content>
        {warehouses.map((w) => (
          <Select.Item key={w.id} value={String(w.id)}>
            {w.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
  return (
    <>
      <PageHeader title={t('inventory.new_transfer')} />
      <Card>
        <Flex direction="column" gap="3" style={{ maxWidth: 480 }}>
          {picker(t('inventory.from'), from, setFrom)}
          {picker(t('inventory.to'), to, setTo)}
          <TextField.Root
            aria-label={t('inventory.reference')}
            placeholder={t('inventory.reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <SkuLinesField
            id="transfer-lines"
            finder={{ warehouseId: from ? Number(from) : null }}
            value={text}
            onChange={setText}
            error={errorFor(refusal, 'lines')}
          />
          <SubmitRow
            label={t('inventory.save')}
            busy={busy}
            onSubmit={() => void save()}
            error={otherError(refusal, ['lines'])}
          />
        </Flex>
      </Card>
    </>
  )
}
