import { type ItemFacts, minor, type SaleLine } from '@pos/core'
import type { LocalDatabaseRemote, ProductMatch } from '@pos/sync-worker'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { type Found, findItem, lineOf, notFoundText } from '../../register/sale/find-item.ts'
import { ReturnReasonSelect } from './ReturnReasonSelect.tsx'

type Row = { line: SaleLine; facts: ItemFacts; quantity: string; reason: string }

type Props = {
  db: LocalDatabaseRemote | null
  reasons: readonly { id: string; name: string }[]
  currency: string
  onReturn: (lines: SaleLine[], facts: Record<string, ItemFacts>) => void
}

/**
 * A return without the original sale (only for a sales person with unlinked returns, core RET4): items scanned
 * or searched from the local catalog, each with a quantity and its own return reason; the lines go into the
 * sale with negative quantities and no original line.
 */
export function UnlinkedReturn({ db, reasons, currency, onReturn }: Props) {
  const [text, setText] = useState('')
  const [rows, setRows] = useState<Row[]>([])
  const [choices, setChoices] = useState<ProductMatch[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  function take(found: Found, code: string) {
    if (found.kind === 'line') {
      setRows((current) => [
        ...current,
        { line: found.line, facts: found.facts, quantity: '1', reason: reasons[0]?.id ?? '' },
      ])
      setText('')
      setChoices([])
      setProblem(null)
    } else if (found.kind === 'choices') setChoices(found.results)
    else if (found.kind === 'no-price') setProblem(t('sale.no_price', { name: found.name }))
    else setProblem(notFoundText(found, code))
  }

  async function search(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    if (!db || !text.trim()) return
    take(await findItem(db, text, false), text.trim())
  }

  function change(index: number, patch: Partial<Row>) {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  }

  function submit() {
    const lines: SaleLine[] = []
    const facts: Record<string, ItemFacts> = {}
    for (const row of rows) {
      const quantity = Number(row.quantity)
      if (!Number.isSafeInteger(quantity) || quantity <= 0) {
        setProblem(t('sale.unlinked_quantity', { name: row.line.item.name || row.line.product.name }))
        return
      }
      if (reasons.length > 0 && !row.reason) {
        setProblem(t('sale.unlinked_reason_needed'))
        return
      }
      lines.push({
        ...row.line,
        quantity: -quantity,
        manual_discount: null,
        item_discount: minor(0),
        return_reason_id: row.reason || null,
      })
      facts[row.line.item_id] = row.facts
    }
    if (lines.length > 0) onReturn(lines, facts)
  }

  return (
    <Flex direction="column" gap="3">
      <form onSubmit={search}>
        <TextField.Root
          autoFocus
          aria-label={t('sale.unlinked_item')}
          placeholder={t('sale.unlinked_item')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setProblem(null)
          }}
        />
      </form>
      {choices.length > 0 && (
        <Flex direction="column" gap="1">
          {choices.flatMap((choice) =>
            choice.items.map((item) => (
              <Button
                key={item.id}
                type="button"
                variant="soft"
                color="gray"
                style={{ justifyContent: 'flex-start' }}
                onClick={async () => {
                  if (db) take(await lineOf(db, { product: choice.product, item }), item.sku)
                }}
              >
                {choice.product.name} · {item.sku}
              </Button>
            )),
          )}
        </Flex>
      )}
      {rows.map((row, index) => {
        const name = row.line.item.name || row.line.product.name
        return (
          <Flex key={row.line.id} justify="between" align="center" gap="3" data-return-line={name}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text weight="medium">{name}</Text>
              <Text as="div" size="1" color="gray">
                {formatMoney(row.line.item_price, currency)}
              </Text>
            </div>
            <ReturnReasonSelect
              name={name}
              reasons={reasons}
              value={row.reason}
              onChange={(reason) => change(index, { reason })}
            />
            <TextField.Root
              aria-label={t('sale.return_quantity', { name })}
              value={row.quantity}
              onChange={(event) => change(index, { quantity: event.target.value })}
              style={{ width: 64 }}
            />
            <Button
              type="button"
              variant="ghost"
              color="gray"
              aria-label={t('sale.unlinked_remove', { name })}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          </Flex>
        )
      })}
      {rows.length === 0 && (
        <Text size="2" color="gray">
          {t('sale.unlinked_help')}
        </Text>
      )}
      <Button type="button" disabled={rows.length === 0} onClick={submit}>
        {t('sale.return_add')}
      </Button>
      {problem && (
        <Text color="red" role="alert">
          {problem}
        </Text>
      )}
    </Flex>
  )
}
