import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { type Count, inventoryApi } from './inventory-api.ts'

/** Counts not yet sent, kept in the browser so that a reload or a dropped connection loses none. */
function pendingKey(id: number) {
  return `stocktake-${id}-pending`
}
function loadPending(id: number): Count[] {
  try {
    return JSON.parse(localStorage.getItem(pendingKey(id)) ?? '[]') as Count[]
  } catch {
    return []
  }
}

/**
 * Counting a stocktake on a phone-sized screen: scan (or type) a barcode or SKU, and each count is queued with an
 * id of its own and sent; a count the server already has (a retry) is kept once, and several counters count at
 * once, each on their own phone.
 */
export function StocktakeCount({ id }: { id: number }) {
  const summary = useRequest((signal) => inventoryApi.stocktake(id, signal), [id])
  const [counter, setCounter] = useState(() => localStorage.getItem('stocktake-counter') ?? '')
  const [code, setCode] = useState('')
  const [pending, setPending] = useState<Count[]>(() => loadPending(id))
  const [last, setLast] = useState<{ id: string; code: string }[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const sending = useRef(false)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    localStorage.setItem(pendingKey(id), JSON.stringify(pending))
  }, [id, pending])

  const flush = useCallback(async () => {
    const batch = loadPending(id)
    if (sending.current || batch.length === 0) return
    sending.current = true
    try {
      await inventoryApi.sendCounts(id, counter, batch)
      const sent = new Set(batch.map((count) => count.client_id))
      setPending((now) => now.filter((count) => !sent.has(count.client_id)))
      localStorage.setItem(
        pendingKey(id),
        JSON.stringify(loadPending(id).filter((c) => !sent.has(c.client_id))),
      )
      setProblem(null)
      summary.reload()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('inventory.stocktake_load_error'))
    } finally {
      sending.current = false
    }
  }, [id, counter, summary.reload])

  useEffect(() => {
    if (pending.length === 0) return
    const timer = window.setInterval(() => void flush(), 3000)
    return () => window.clearInterval(timer)
  }, [pending.length, flush])

  const scan = () => {
    const barcode = code.trim()
    if (!barcode) return
    const count: Count = { client_id: crypto.randomUUID(), barcode, quantity: 1 }
    const next = [...loadPending(id), count]
    localStorage.setItem(pendingKey(id), JSON.stringify(next))
    setPending(next)
    setLast((shown) => [{ id: count.client_id, code: barcode }, ...shown].slice(0, 5))
    setCode('')
    input.current?.focus()
    void flush()
  }

  // A stocktake that cannot be read still gets the screen's heading, then why.
  if (summary.failed)
    return (
      <Flex direction="column" gap="3" style={{ maxWidth: 420 }}>
        <Heading as="h1" size="6">
          {t('inventory.count')}
        </Heading>
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('inventory.stocktake_load_error')}</Callout.Text>
        </Callout.Root>
      </Flex>
    )
  const data = summary.data
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 420 }}>
      <Heading as="h1" size="6">
        {data?.stocktake.name || t('inventory.count')}
      </Heading>
      {data && (
        <Text color="gray" size="2">
          {data.stocktake.warehouse_name} ·{' '}
          {t('inventory.counted_units', { units: data.counted_units, items: data.counted_items })}
        </Text>
      )}
      <TextField.Root
        size="3"
        aria-label={t('inventory.counter')}
        placeholder={t('inventory.counter')}
        value={counter}
        onChange={(event) => {
          setCounter(event.target.value)
          localStorage.setItem('stocktake-counter', event.target.value)
        }}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          scan()
        }}
      >
        <Flex gap="2">
          <TextField.Root
            ref={input}
            size="3"
            autoFocus
            style={{ flex: 1 }}
            aria-label={t('inventory.scan')}
            placeholder={t('inventory.scan')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={data?.stocktake.status !== 'counting'}
          />
          <Button size="3" type="submit" disabled={data?.stocktake.status !== 'counting'}>
            {t('inventory.count')}
          </Button>
        </Flex>
      </form>
      {pending.length > 0 && (
        <Text size="2" color="amber" role="status">
          {t('inventory.waiting', { n: pending.length })}
        </Text>
      )}
      {problem && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      )}
      {last.length > 0 ? (
        <Card aria-label={t('inventory.last_counted')}>
          {last.map((scanned) => (
            <Text as="p" key={scanned.id} size="2">
              {scanned.code}
            </Text>
          ))}
        </Card>
      ) : (
        <Text size="2" color="gray">
          {t('inventory.last_counted_hint')}
        </Text>
      )}
      <Button asChild variant="soft" size="3">
        <Link to="/inventory/stocktakes/$id/variances" params={{ id: String(id) }}>
          {t('inventory.variances')}
        </Link>
      </Button>
    </Flex>
  )
}
