import {
  type HookOutcome,
  type ItemFacts,
  minor,
  nextRefundTender,
  opensCashDrawer,
  type PosCode,
  type RefundTender,
  type SaleLine,
  type Shipping,
} from '@pos/core'
import { eventListener, type SuspendedSale } from '@pos/sync-worker'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { showToast } from '../../api/toast.ts'
import { formatMoney } from '../../format/money.ts'
import { t, tn } from '../../i18n/index.ts'
import { openCashDrawer } from '../../register/cash-drawer.ts'
import { scanBoard } from '../../register/local-database.ts'
import { findItem, lineOfScan, notFoundText } from '../../register/sale/find-item.ts'
import { chosenRegister } from '../../register/sale/register-context.ts'
import {
  addLine,
  changeLine,
  removeLine,
  withCustomer,
  withPromoCode,
} from '../../register/sale/sale-model.ts'
import { ScanAhead } from '../../register/sale/scan-ahead.ts'
import { tendersOf } from '../../register/sale/tenders.ts'
import { type Completed, useSale } from '../../register/sale/use-sale.ts'
import { useResumeRecovery } from '../../register/terminal/use-resume-recovery.ts'
import { useMe } from '../../session/session.ts'
import { CustomerDialog } from './CustomerDialog.tsx'
import { EmployeeLogin } from './EmployeeLogin.tsx'
import { LineEditDialog } from './LineEditDialog.tsx'
import { PayDialog } from './PayDialog.tsx'
import { ProductSearch } from './ProductSearch.tsx'
import { QueueReview } from './QueueReview.tsx'
import { RegisterChooser } from './RegisterChooser.tsx'
import { RetrieveDialog } from './RetrieveDialog.tsx'
import { ReturnDialog } from './ReturnDialog.tsx'
import { SaleDone } from './SaleDone.tsx'
import { SaleLines } from './SaleLines.tsx'
import {
  SaleActions,
  SaleCustomerBlock,
  SaleGiftReceipt,
  SaleHeader,
  SalePickup,
  SalePromoCodes,
} from './SaleSide.tsx'
import { SaleTotals } from './SaleTotals.tsx'
import { ShipSale } from './ShipSale.tsx'
import { useScanner } from './use-scanner.ts'

/** /register/sale: the register's sale screen (spec 2, 3), keyboard-first, selling offline too. */
export function SaleScreen() {
  const [registerId, setRegisterId] = useState(chosenRegister)
  if (registerId === null) return <RegisterChooser onChosen={setRegisterId} />
  return <Selling registerId={registerId} />
}

type Dialog =
  | { kind: 'pay' }
  | { kind: 'customer' }
  | { kind: 'retrieve' }
  | { kind: 'queue' }
  | { kind: 'return' }
  | { kind: 'line'; line: SaleLine }
  | null

/** What the company's custom scripts said, as notes for the cashier. */
function showScriptNotes(outcome: HookOutcome) {
  for (const message of outcome.messages) showToast(message, 'info')
}

function Selling({ registerId }: { registerId: number }) {
  const { company } = useMe()
  const sale = useSale(registerId, company.currency)
  const { context, computed, setDraft, updateDraft, rules } = sale
  const [problem, setProblem] = useState<string | null>(null)
  // Told live when another register won this tab's retrieved sale (use-sale drops the sale).
  useEffect(() => {
    if (sale.claimLost) setProblem(sale.claimLost.message)
  }, [sale.claimLost])
  const [dialog, setDialog] = useState<Dialog>(null)
  const [done, setDone] = useState<Completed | null>(null)
  const scanField = useRef<HTMLInputElement>(null)
  const tenders = useMemo(() => tendersOf(context?.paymentMethods ?? []), [context])
  const current = computed?.draft ?? null

  // Stable callbacks (the search field and the line rows are memoised): they read the latest sale.
  const { runScripts } = sale
  const addFound = useCallback(
    (line: SaleLine, facts: ItemFacts) => {
      updateDraft((draft) => addLine(draft, line, facts))
      // The company's scripts hear of the line after the frame that shows it; their notes are toasts.
      window.setTimeout(() => void runScripts('onLineAdded', line.item_id).then(showScriptNotes), 0)
    },
    [updateDraft, runScripts],
  )
  /** The exact scan of a burst outside any field, asked as its keys come (as the search field does). */
  const [scanAhead] = useState(() => new ScanAhead({ board: scanBoard() }))
  const bursting = useCallback(
    (burst: string) => {
      if (sale.db.current) scanAhead.ask(sale.db.current, burst)
    },
    [sale.db, scanAhead],
  )
  /** A scanner burst outside any field (the field's own Enter handles what is scanned into it). */
  const scanned = useCallback(
    async (code: string) => {
      const db = sale.db.current
      if (!db) return
      // Its answer already here: the line is added in the Enter's own task, so the next frame shows it.
      const ready = scanAhead.answered(code)?.match
      const found = ready ? lineOfScan(ready) : await findItem(db, code, true, scanAhead.pending(code))
      if (found.kind === 'line') {
        // Rendered in this task, not scheduled for a later one (as the search field does).
        flushSync(() => {
          addFound(found.line, found.facts)
          setProblem(null)
        })
      } else if (found.kind === 'no-price') {
        setProblem(t('sale.no_price', { name: found.name }))
      } else {
        setProblem(notFoundText(found, code))
      }
    },
    [addFound, sale.db, scanAhead],
  )
  // The latest sale and its totals, for the stable callbacks of the memoised parts below.
  const latest = useRef({ sale, current })
  latest.current = { sale, current }
  const editLine = useCallback((lineId: string) => {
    const line = latest.current.current?.lines.find((each) => each.id === lineId)
    if (line) setDialog({ kind: 'line', line })
  }, [])
  const openDialog = useCallback((kind: 'pay' | 'customer' | 'retrieve' | 'queue' | 'return') => {
    setDialog({ kind })
  }, [])
  // Payment opens at once (F9 then Enter must never lose the Enter) unless the company has sale scripts: then
  // once their beforePayment let it, within their time limit (a script may hold it with its reason).
  const { hasScripts } = sale
  const onPay = useCallback(() => {
    if (!hasScripts()) {
      openDialog('pay')
      return
    }
    void runScripts('beforePayment').then((outcome) => {
      showScriptNotes(outcome)
      if (outcome.stop) setProblem(outcome.stop)
      else openDialog('pay')
    })
  }, [openDialog, runScripts, hasScripts])
  const onFindCustomer = useCallback(() => openDialog('customer'), [openDialog])
  const onRetrieve = useCallback(() => openDialog('retrieve'), [openDialog])
  const onQueue = useCallback(() => openDialog('queue'), [openDialog])
  const onReturn = useCallback(() => openDialog('return'), [openDialog])
  const onRemoveCustomer = useCallback(() => updateDraft((draft) => withCustomer(draft, null)), [updateDraft])
  const onAddPromo = useCallback(
    (code: string) => updateDraft((draft) => withPromoCode(draft, code)),
    [updateDraft],
  )
  const onGiftReceipt = useCallback(
    (checked: boolean) => updateDraft((draft) => ({ ...draft, gift_receipt: checked })),
    [updateDraft],
  )
  const onPickup = useCallback(
    (checked: boolean) => updateDraft((draft) => ({ ...draft, pickup: checked })),
    [updateDraft],
  )
  const onShipping = useCallback(
    (shipping: Shipping | null) => updateDraft((draft) => ({ ...draft, shipping })),
    [updateDraft],
  )
  const onChangeEmployee = useCallback(
    () => updateDraft((draft) => ({ ...draft, employee: null, employee_unlinked_returns: false })),
    [updateDraft],
  )
  const onClear = useCallback(() => latest.current.sale.restart(), [])
  const onSuspend = useCallback(() => {
    const { sale: now, current: draft } = latest.current
    if (!draft || !now.computed) return
    const label =
      draft.customer?.name ??
      tn('sale.suspended_label', draft.lines.length, {
        total: formatMoney(now.computed.totals.total, draft.currency),
      })
    // Said out loud: the sale leaves the screen, and the cashier should know where it went.
    void now.suspend(label).then((suspended) => {
      if (suspended) showToast(t('sale.suspended_done', { label }), 'success')
    })
  }, [])

  const storeId = context ? String(context.register.store_id) : ''
  // The tenders of the sale a linked return came from: its refund is suggested back onto them (core RFD1).
  const [refundTo, setRefundTo] = useState<readonly RefundTender[]>([])
  const watchSuspended = useCallback(
    (onList: (sales: SuspendedSale[]) => void) => {
      const db = sale.db.current
      if (!db) {
        onList([])
        return () => {}
      }
      const token = db.suspended.watch(storeId, eventListener(onList))
      return () => void token.then((id) => db.suspended.unwatch(id))
    },
    [sale.db, storeId],
  )

  const [returnReasons, setReturnReasons] = useState<{ id: string; name: string }[]>([])
  useEffect(() => {
    if (dialog?.kind !== 'return' || !sale.db.current) return
    void sale.db.current.reasons
      .returns()
      .then((rows) => setReturnReasons(rows.map((row) => ({ id: String(row.id), name: String(row.name) }))))
  }, [dialog, sale.db])

  const canSell = Boolean(context?.open && current?.employee && !done && !dialog)
  useScanner((code) => void scanned(code), canSell, bursting)
  // A pending card payment in the sale (payment_recovery) resumes by itself when the sale is opened.
  useResumeRecovery(sale, { done: setDone, problem: setProblem })

  // Listened for once (not again after every scan): the keys read the latest sale.
  const hasLines = (current?.lines.length ?? 0) > 0
  const keys = useRef({ canSell, hasLines, onPay })
  keys.current = { canSell, hasLines, onPay }
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!keys.current.canSell) return
      if (event.key === 'F9' && keys.current.hasLines) {
        event.preventDefault()
        keys.current.onPay()
      } else if (event.key === 'F4') {
        event.preventDefault()
        setDialog({ kind: 'customer' })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (!context) {
    return <Message text={sale.loading ? t('sale.loading') : t('sale.never_loaded')} />
  }
  if (!context.open) {
    return (
      <Card size="4" style={{ maxWidth: 480, margin: '48px auto' }}>
        <Flex direction="column" gap="3">
          <Heading size="5">{t('sale.not_open')}</Heading>
          <Text color="gray">{t('sale.not_open_help')}</Text>
          <Button asChild>
            <Link to="/register/open-close">{t('sale.open_close')}</Link>
          </Button>
        </Flex>
      </Card>
    )
  }
  if (!current || !computed) return <Message text={t('sale.loading')} />
  if (!current.employee) {
    return (
      <EmployeeLogin
        db={sale.db.current}
        onChoose={(person: PosCode) =>
          setDraft({
            ...current,
            employee: { id: String(person.id), display_name: person.display_name },
            employee_unlinked_returns: person.unlinked_returns,
          })
        }
      />
    )
  }
  if (done) {
    return (
      <SaleDone
        done={done}
        register={context?.register ?? null}
        queued={sale.queued}
        onEmailQueued={() => void sale.flush()}
        onNext={() => {
          setDone(null)
          window.setTimeout(() => scanField.current?.focus(), 0)
        }}
      />
    )
  }

  const totals = computed.totals
  const tenderContext = {
    totals,
    methods: context.paymentMethods,
    pointValue: rules.loyalty?.point_value ?? 1,
    now: new Date(),
  }

  const notApplied = computed.promotions.codes
    .filter((code) => code.status !== 'applied')
    .map((code) => code.code)
    .join('\n')

  return (
    <Flex direction="column" gap="4" style={SOLID_PANELS}>
      <SaleHeader
        register={context.register.name}
        store={context.register.store?.name ?? ''}
        queued={sale.queued}
        employee={current.employee.display_name}
        onQueue={onQueue}
        onChangeEmployee={onChangeEmployee}
      />
      <Flex gap="5" align="start" wrap="wrap">
        {/* Side by side from about 750 px of content; below it the lines take the whole width above the card. */}
        <Flex direction="column" gap="3" style={{ flex: '3 1 420px', minWidth: 0 }}>
          <ProductSearch ref={scanField} db={sale.db} onLine={addFound} onProblem={setProblem} />
          {problem && (
            <Text color="red" role="alert">
              {problem}
            </Text>
          )}
          <SaleLines lines={current.lines} currency={current.currency} onEdit={editLine} />
        </Flex>
        <Card size="3" style={{ flex: '2 1 300px', minWidth: 300 }}>
          <Flex direction="column" gap="4">
            <SaleCustomerBlock
              customer={current.customer}
              currency={current.currency}
              onFind={onFindCustomer}
              onRemove={onRemoveCustomer}
            />
            <SalePromoCodes codes={current.promo_codes} notApplied={notApplied} onAdd={onAddPromo} />
            <SaleGiftReceipt checked={current.gift_receipt} onChange={onGiftReceipt} />
            <SalePickup checked={current.pickup === true} onChange={onPickup} />
            <ShipSale key={current.id} shipping={current.shipping} onChange={onShipping} />
            <SaleTotals
              totals={totals}
              currency={current.currency}
              shipping={current.shipping !== null}
              payments={current.payments}
            />
            <SaleActions
              hasLines={current.lines.length > 0}
              hasPayments={current.payments.length > 0}
              onPay={onPay}
              onSuspend={onSuspend}
              onRetrieve={onRetrieve}
              onReturn={onReturn}
              onClear={onClear}
            />
          </Flex>
        </Card>
      </Flex>
      {dialog?.kind === 'customer' && (
        <CustomerDialog
          onClose={() => setDialog(null)}
          onChoose={(customer) => {
            setDraft(withCustomer(current, customer))
            setDialog(null)
          }}
        />
      )}
      {dialog?.kind === 'queue' && (
        <QueueReview
          load={async () => (await sale.db.current?.sales.pending())?.sales ?? []}
          retry={sale.flush}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'retrieve' && (
        <RetrieveDialog
          watch={watchSuspended}
          onClose={() => setDialog(null)}
          onRetrieve={async (entry) => {
            setDialog(null)
            setProblem(await sale.retrieve(entry.id))
          }}
        />
      )}
      {dialog?.kind === 'return' && (
        <ReturnDialog
          reasons={returnReasons}
          unlinkedAllowed={current.employee_unlinked_returns === true}
          db={sale.db.current}
          currency={current.currency}
          onClose={() => setDialog(null)}
          onReturn={(lines, facts, paidWith) => {
            if (paidWith) setRefundTo(paidWith)
            setDraft({
              ...current,
              facts: { ...current.facts, ...facts },
              lines: [...current.lines, ...lines],
            })
            setDialog(null)
          }}
        />
      )}
      {dialog?.kind === 'line' && (
        <LineEditDialog
          line={dialog.line}
          reasons={rules.discountReasons}
          onClose={() => setDialog(null)}
          onRemove={() => {
            setDraft(removeLine(current, dialog.line.id))
            setDialog(null)
          }}
          onSave={(change) => {
            setDraft(changeLine(current, dialog.line.id, change))
            setDialog(null)
          }}
        />
      )}
      {dialog?.kind === 'pay' && (
        <PayDialog
          key={current.payments.length}
          refund={
            current.lines.some((line) => 'return_of_line_id' in line && line.return_of_line_id)
              ? nextRefundTender(refundTo, current.payments, minor(-tenderContext.totals.remaining))
              : null
          }
          draft={current}
          tenders={tenders}
          context={tenderContext}
          currency={current.currency}
          onClose={() => setDialog(null)}
          onPaid={async (outcome) => {
            const next = sale.recomputeOf(outcome.draft)
            if (next.totals.remaining !== 0) {
              setDraft(outcome.draft)
              return
            }
            setDialog(null)
            try {
              const completed = await sale.complete(outcome.change, outcome.draft)
              setDone(completed)
              // Cash sales pulse the drawer (spec 8): an Epson printer does it with the receipt (SaleDone).
              if (
                context &&
                context.register.printer_type !== 'epson' &&
                opensCashDrawer(outcome.draft.payments)
              )
                void openCashDrawer(context.register)
            } catch (error) {
              // The claim on a retrieved sale lost to another register: that register has it now.
              setProblem(error instanceof Error ? error.message : String(error))
              sale.restart()
            }
          }}
        />
      )}
    </Flex>
  )
}

/**
 * The screen's panels (the lines' table, the side card) solid instead of Radix's translucent default: on the plain
 * page background they look the same, without a 64 px backdrop blur repainted under them on every scan.
 */
const SOLID_PANELS = {
  '--color-panel': 'var(--color-panel-solid)',
  '--backdrop-filter-panel': 'none',
} as CSSProperties

function Message({ text }: { text: string }) {
  return (
    <Text as="p" color="gray" align="center" my="9">
      {text}
    </Text>
  )
}
