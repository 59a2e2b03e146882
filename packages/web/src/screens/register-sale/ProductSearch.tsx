import type { Item, ItemFacts, SaleLine } from '@pos/core'
import type { LocalDatabaseRemote, ProductMatch, ProductSummary } from '@pos/sync-worker'
import { TextField } from '@radix-ui/themes'
import {
  type ChangeEvent,
  forwardRef,
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { t } from '../../i18n/index.ts'
import { scanBoard } from '../../register/local-database.ts'
import { type Found, findItem, lineOf, lineOfScan, notFoundText } from '../../register/sale/find-item.ts'
import { ScanAhead } from '../../register/sale/scan-ahead.ts'
import { TypeAhead } from '../../register/sale/type-ahead.ts'
import './sale-screen.css'

const preventDefault = (event: { preventDefault: () => void }) => event.preventDefault()

/** Results a search shows, at most this many products (each with its items). */
export const SEARCH_LIMIT = 20

type Option = { product: ProductSummary; item: Item }
type Shown = { query: string; options: Option[] }

type Props = {
  db: RefObject<LocalDatabaseRemote | null>
  /** A line to add: an exact barcode or SKU, a single match, or the option chosen. */
  onLine: (line: SaleLine, facts: ItemFacts) => void
  /** What went wrong (nothing matches, no price), or null to clear the message. */
  onProblem: (problem: string | null) => void
}

/** Runs `work` just after the next frame is painted. */
function afterPaint(work: () => void): void {
  requestAnimationFrame(() => window.setTimeout(work, 0))
}

const optionsOf = (results: readonly ProductMatch[]): Option[] =>
  results.flatMap((match) => match.items.map((item) => ({ product: match.product, item })))

/**
 * The sale screen's product field: a scan or a typed barcode/SKU adds its line on Enter; typing a name shows
 * the worker's matches as you type (a combobox: arrows to move, Enter to add the highlighted item, Escape to
 * close). It keeps its own text and results, so a keystroke renders this field only, never the sale.
 */
export const ProductSearch = memo(
  forwardRef<HTMLInputElement, Props>(function ProductSearch({ db, onLine, onProblem }, ref) {
    const input = useRef<HTMLInputElement>(null)
    /** The code of the item just added, still in the field until the frame showing its line is painted. */
    const pendingClear = useRef<string | null>(null)
    useImperativeHandle(ref, () => input.current as HTMLInputElement)
    const [text, setText] = useState('')
    const [shown, setShown] = useState<Shown | null>(null)
    const [open, setOpen] = useState(false)
    const [active, setActive] = useState(-1)
    const listId = useId()
    const optionId = useCallback((index: number) => `${listId}-${index}`, [listId])
    // The latest callbacks, so the type-ahead (made once) and the handlers never call stale ones.
    const handlers = useRef({ onLine, onProblem })
    handlers.current = { onLine, onProblem }

    // An answer is rendered in the task it arrives in (one render for its three changes), not in a later one.
    /** Answers shown so far: an item added closes the list after its frame unless a newer answer came. */
    const answers = useRef(0)
    const show = useCallback((query: string, results: readonly ProductMatch[]) => {
      answers.current += 1
      flushSync(() => {
        setShown({ query, options: optionsOf(results) })
        setActive(-1)
        setOpen(document.activeElement === input.current)
      })
    }, [])

    const typeAhead = useRef<TypeAhead<readonly ProductMatch[]> | null>(null)
    // The exact scan of the text as it is typed, so a scanner's Enter usually finds its answer here.
    const [scanAhead] = useState(() => new ScanAhead({ board: scanBoard() }))
    useEffect(() => {
      const made = new TypeAhead<readonly ProductMatch[]>({
        search: async (query) => {
          const remote = db.current
          if (!remote) return []
          return (await remote.catalog.search(query, { limit: SEARCH_LIMIT })).results
        },
        onAnswer: show,
        onClear: () => {
          setShown(null)
          setOpen(false)
        },
      })
      typeAhead.current = made
      return () => made.dispose()
    }, [db, show])

    const reset = useCallback(() => {
      typeAhead.current?.cancel()
      setText('')
      setShown(null)
      setOpen(false)
      setActive(-1)
    }, [])

    const outcome = useCallback(
      (found: Found, code: string) => {
        if (found.kind === 'line') {
          // The line first, rendered in this task (not scheduled for a later one); the field empties just after
          // the frame that shows it (emptying a focused field costs a style and layout pass of its own), unless
          // something was typed in the meantime.
          // The matches list (typed at a person's pace before Enter, up to 60 options) is taken down with the field
          // after that frame too: removing it is a DOM change as large as the line's, which the line need not wait for.
          flushSync(() => {
            handlers.current.onLine(found.line, found.facts)
            handlers.current.onProblem(null)
          })
          pendingClear.current = code
          const seen = answers.current
          afterPaint(() => {
            if (pendingClear.current === code) {
              pendingClear.current = null
              if (input.current?.value === code) {
                reset()
                return
              }
            }
            // Typed on since: the list of the added code closes; a newer answer's list stays.
            if (answers.current === seen) setOpen(false)
          })
        } else if (found.kind === 'choices') {
          show(code.trim(), found.results)
        } else if (found.kind === 'no-price') {
          handlers.current.onProblem(t('sale.no_price', { name: found.name }))
          input.current?.select()
        } else {
          handlers.current.onProblem(notFoundText(found, code))
          // Selected, so the next scan (or typing) replaces it rather than adding to it.
          input.current?.select()
        }
      },
      [reset, show],
    )

    const choose = useCallback(
      async (option: Option) => {
        const remote = db.current
        if (!remote) return
        outcome(await lineOf(remote, option), input.current?.value ?? '')
        input.current?.focus()
      },
      [db, outcome],
    )
    const onChoose = useCallback((option: Option) => void choose(option), [choose])

    function onChange(event: ChangeEvent<HTMLInputElement>) {
      let value = event.target.value
      // Keys typed before the added item's code was cleared (the next scan, at once): they start afresh.
      const added = pendingClear.current
      pendingClear.current = null
      if (added !== null && value.startsWith(added)) value = value.slice(added.length)
      setText(value)
      typeAhead.current?.input(value, event.nativeEvent.timeStamp)
      if (db.current) scanAhead.ask(db.current, value)
      handlers.current.onProblem(null)
    }

    function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.nativeEvent.isComposing) return
      const count = shown?.options.length ?? 0
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive((current) => (open ? (current + step + count) % count : step > 0 ? 0 : count - 1))
      } else if (event.key === 'Escape') {
        if (!open) return
        event.preventDefault()
        typeAhead.current?.cancel()
        setOpen(false)
        setActive(-1)
      } else if (event.key === 'Enter') {
        event.preventDefault()
        // The DOM's value, not state: a scanner's keys and its Enter can come before React renders.
        const code = event.currentTarget.value
        typeAhead.current?.cancel()
        const option = open && active >= 0 ? shown?.options[active] : undefined
        if (option) {
          void choose(option)
          return
        }
        const remote = db.current
        if (!remote || !code.trim()) return
        // Its answer already here (a scanner's keys come faster than a round trip to the worker is needed):
        // the line is added in this task, so the next frame shows it.
        const ready = scanAhead.answered(code)?.match
        if (ready) {
          outcome(lineOfScan(ready), code)
          return
        }
        void findItem(remote, code, false, scanAhead.pending(code)).then((found) => outcome(found, code))
      }
    }

    useEffect(() => {
      if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    })

    const expanded = open && shown !== null
    return (
      <div style={{ position: 'relative' }}>
        <TextField.Root
          ref={input}
          size="3"
          autoFocus
          role="combobox"
          aria-label={t('sale.scan')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('sale.scan_placeholder')}
          // Codes and names, not prose: no spell check, correction or capitals, and no browser suggestions drawn
          // over the matches list.
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {expanded && (
          <SearchResults
            listId={listId}
            shown={shown}
            active={active}
            optionId={optionId}
            onHover={setActive}
            onChoose={onChoose}
          />
        )}
      </div>
    )
  }),
)

type ResultsProps = {
  listId: string
  shown: Shown
  active: number
  optionId: (index: number) => string
  onHover: (index: number) => void
  onChoose: (option: Option) => void
}

/**
 * The matches under the field, over the sale (the lines don't move while the cashier types). Memoised: a
 * keystroke renders the field; the list renders when an answer (or the highlighted option) changes.
 */
const SearchResults = memo(function SearchResults({
  listId,
  shown,
  active,
  optionId,
  onHover,
  onChoose,
}: ResultsProps) {
  return (
    <div data-query={shown.query} className="sale-matches">
      {shown.options.length === 0 ? (
        <p role="status" className="sale-matches-none">
          {t('sale.not_found', { text: shown.query })}
        </p>
      ) : (
        <div id={listId} role="listbox" aria-label={t('sale.matches', { text: shown.query })}>
          {shown.options.map((option, index) => {
            const options = [option.item.option1, option.item.option2, option.item.option3].filter(Boolean)
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field keeps the keyboard (aria-activedescendant): arrows and Enter choose
              <div
                // By position: the next answer's options reuse these elements (their text changes) rather than
                // replacing all of them, as a keystroke's answer mostly names other items.
                // biome-ignore lint/suspicious/noArrayIndexKey: the options are positions in a listbox (ids by index)
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className="sale-match"
                // The field keeps the focus (and the keyboard) when an option is clicked.
                onMouseDown={preventDefault}
                onMouseMove={() => {
                  if (index !== active) onHover(index)
                }}
                onClick={() => onChoose(option)}
              >
                <span className="sale-match-name">
                  {option.product.name}
                  {options.length > 0 && <span className="sale-match-options"> · {options.join(' / ')}</span>}
                </span>
                <span className="sale-match-sku">{option.item.sku}</span>
              </div>
            )
          })}
        </div>
      )}
    </div>
  )
})
