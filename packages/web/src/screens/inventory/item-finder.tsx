import type { StockOnHandLine as StockRow } from '@pos/core'
import { Box, Flex, Text, TextField } from '@radix-ui/themes'
import { type KeyboardEvent, useState } from 'react'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { inventoryApi } from './inventory-api.ts'
import { itemsOfStock } from './sku-lines.ts'

/** How long typing must pause before the items are asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 200

/** Resolves after `ms`, or never when the newer search aborted this one. */
function typingPause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/**
 * Finds an item by SKU or name (in the warehouse, when one is chosen) and hands the chosen one to `onPick`:
 * arrow keys move through the matches, Enter picks, Escape clears. A scanner typing a SKU and Enter picks its item.
 */
export function ItemFinder(props: {
  id: string
  warehouseId: number | null
  onPick: (item: StockRow) => void
}) {
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const query = search.trim()
  const found = useRequest(
    query.length === 0
      ? null
      : async (signal) => {
          await typingPause(TYPING_PAUSE_MS, signal)
          const page = await inventoryApi.stock(
            {
              search: query,
              ...(props.warehouseId === null ? {} : { warehouse_id: String(props.warehouseId) }),
            },
            signal,
          )
          return { query, items: itemsOfStock(page.stock, query) }
        },
    [query, props.warehouseId],
  )
  const items = found.data && found.data.query === query ? found.data.items : []
  const pick = (item: StockRow | undefined) => {
    if (!item) return
    props.onPick(item)
    setSearch('')
    setActive(0)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, items.length - 1))
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0))
    else if (event.key === 'Escape') setSearch('')
    else if (event.key === 'Enter') pick(items[active])
    else return
    event.preventDefault()
  }
  const listId = `${props.id}-matches`
  return (
    <Box position="relative">
      <TextField.Root
        id={props.id}
        role="combobox"
        aria-label={t('inventory.find_item')}
        aria-expanded={items.length > 0}
        aria-controls={listId}
        placeholder={t('inventory.find_item')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {query.length > 0 && found.data?.query === query && (
        <Box
          id={listId}
          role="listbox"
          style={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            background: 'var(--color-panel-solid)',
            border: '1px solid var(--gray-a6)',
            borderRadius: 'var(--radius-2)',
            boxShadow: 'var(--shadow-3)',
          }}
        >
          {items.length === 0 ? (
            <Text as="p" size="2" color="gray" m="2">
              {t('inventory.no_item_found')}
            </Text>
          ) : (
            items.map((item, index) => (
              <Flex
                key={item.item_id}
                role="option"
                aria-selected={index === active}
                justify="between"
                gap="3"
                px="2"
                py="1"
                style={{ cursor: 'pointer', background: index === active ? 'var(--accent-a4)' : undefined }}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(item)
                }}
              >
                <Text size="2">
                  <Text weight="medium">{item.sku}</Text> {item.name}
                </Text>
                {props.warehouseId !== null && (
                  <Text size="2" color="gray">
                    {t('inventory.on_hand_count', { quantity: item.quantity })}
                  </Text>
                )}
              </Flex>
            ))
          )}
        </Box>
      )}
    </Box>
  )
}
