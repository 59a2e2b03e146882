import {
  type ItemFacts,
  minor,
  type RefundTender,
  type ReturnableSale,
  ReturnableSaleSchema,
  returnProblem,
  type SaleLine,
  SaleListSchema,
} from '@pos/core'
import type { LocalDatabaseRemote } from '@pos/sync-worker'
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { ApiError } from '../../api/client.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { newId } from '../../register/sale/sale-model.ts'
import { ReturnReasonSelect } from './ReturnReasonSelect.tsx'
import { UnlinkedReturn } from './UnlinkedReturn.tsx'

/** A return line: negative, naming the original sale line and a return reason (server checks RET1-RET4). */
export type ReturnLine = SaleLine & { return_of_line_id: string }

type Props = {
  reasons: readonly { id: string; name: string }[]
  /** The serving sales person may return without the original sale (posstaff unlinked_returns). */
  unlinkedAllowed: boolean
  db: LocalDatabaseRemote | null
  currency: string
  /** The lines to add; for a linked return also the tenders the original sale was paid with (core RFD1). */
  onReturn: (lines: SaleLine[], facts?: Record<string, ItemFacts>, paidWith?: RefundTender[]) => void
  onClose: () => void
}

/**
 * Returns linked to a past sale: its lines with what can still come back, a quantity and reason each; or,
 * for a sales person with unlinked returns, a return without the receipt (others are told why not, by core).
 */
export function ReturnDialog({ reasons, unlinkedAllowed, db, currency, onReturn, onClose }: Props) {
  const [unlinked, setUnlinked] = useState(false)
  const [receipt, setReceipt] = useState('')
  const [found, setFound] = useState<ReturnableSale | null>(null)
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [lineReasons, setLineReasons] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)

  async function find(event: FormEvent) {
    event.preventDefault()
    setProblem(null)
    try {
      const list = await answers.get(SaleListSchema, 'proxy/sales.json', {
        query: { receipt_number: receipt.trim(), limit: 1 },
        quiet: true,
      })
      const id = list.sales[0]?.id
      if (!id) {
        setProblem(t('sale.return_not_found', { receipt: receipt.trim() }))
        return
      }
      setFound(await answers.get(ReturnableSaleSchema, `proxy/sale/${id}/returnable.json`, { quiet: true }))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('sale.return_offline'))
    }
  }

  function withoutReceipt() {
    // Core's RET4 decides, as the server will: a negative line without an original needs the permission.
    const allowed = returnProblem([{ quantity: -1 }], new Map(), unlinkedAllowed)
    if (!allowed.ok) {
      setProblem(allowed.error)
      return
    }
    setProblem(null)
    setUnlinked(true)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!found) return
    const lines: ReturnLine[] = []
    for (const line of found.lines) {
      const quantity = Number(quantities[line.sale_line_id] ?? 0)
      if (!quantity) continue
      if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > line.returnable) {
        setProblem(t('sale.return_too_many', { name: line.item.name, count: line.returnable }))
        return
      }
      lines.push({
        ...line,
        id: newId(),
        quantity: -quantity,
        manual_discount: null,
        item_discount: minor(0),
        return_reason_id: lineReasons[line.sale_line_id] ?? reasons[0]?.id ?? null,
        return_of_line_id: line.sale_line_id,
      })
    }
    // Method ids as the sale's own payments hold them (text), for core's comparison.
    const paidWith = (found.payments ?? []).map((paid) => ({
      ...paid,
      payment_method: String(paid.payment_method),
    }))
    if (lines.length > 0) onReturn(lines, undefined, paidWith)
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{t(unlinked ? 'sale.unlinked_title' : 'sale.return_title')}</Dialog.Title>
        {unlinked ? (
          <UnlinkedReturn db={db} reasons={reasons} currency={currency} onReturn={onReturn} />
        ) : !found ? (
          <form onSubmit={find}>
            <Flex direction="column" gap="3">
              <Flex gap="2">
                <TextField.Root
                  autoFocus
                  aria-label={t('sale.return_receipt')}
                  placeholder={t('sale.return_receipt')}
                  value={receipt}
                  onChange={(event) => setReceipt(event.target.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit">{t('sale.return_find')}</Button>
              </Flex>
              <Button type="button" variant="soft" color="gray" onClick={withoutReceipt}>
                {t('sale.unlinked_start')}
              </Button>
            </Flex>
          </form>
        ) : (
          <form onSubmit={submit}>
            <Flex direction="column" gap="3">
              {found.lines.map((line, index) => (
                <Flex key={line.sale_line_id} justify="between" align="center" gap="3">
                  <div>
                    <Text weight="medium">{line.item.name}</Text>
                    <Text as="div" size="1" color="gray">
                      {t('sale.return_can', { count: line.returnable })} ·{' '}
                      {formatMoney(line.item_price, 'AUD')}
                    </Text>
                  </div>
                  <TextField.Root
                    autoFocus={index === 0}
                    aria-label={t('sale.return_quantity', { name: line.item.name })}
                    disabled={line.returnable === 0}
                    value={quantities[line.sale_line_id] ?? ''}
                    onChange={(event) =>
                      setQuantities({ ...quantities, [line.sale_line_id]: event.target.value })
                    }
                    style={{ width: 72 }}
                  />
                  <ReturnReasonSelect
                    name={line.item.name}
                    reasons={reasons}
                    disabled={line.returnable === 0}
                    value={lineReasons[line.sale_line_id] ?? reasons[0]?.id ?? ''}
                    onChange={(reason) => setLineReasons({ ...lineReasons, [line.sale_line_id]: reason })}
                  />
                </Flex>
              ))}
              <Button type="submit">{t('sale.return_add')}</Button>
            </Flex>
          </form>
        )}
        {problem && (
          <Text color="red" role="alert" as="p" mt="2">
            {problem}
          </Text>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
