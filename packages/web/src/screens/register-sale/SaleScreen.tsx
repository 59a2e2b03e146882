import {
  type ItemFacts,
  minor,
  nextRefundTender,
  opensCashDrawer,
  type PosCode,
  type RefundTender,
  type SaleLine,
} from '@pos/core'
import { eventListener, type SuspendedSale } from '@pos/sync-worker'
import { Badge, Button, Card, Checkbox, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import { openCashDrawer } from '../../register/cash-drawer.ts'
import { findItem } from '../../register/sale/find-item.ts'
import { chosenRegister } from '../../register/sale/register-context.ts'
import {
  addLine,
  changeLine,
  removeLine,
  withCustomer,
  withPromoCode,
} from '../../register/sale/sale-model.ts'
import { tendersOf } from '../../register/sale/tenders.ts'
import { type Completed, useSale } from '../../register/sale/use-sale.ts'
import { useResumeRecovery } from '../../register/terminal/use-resume-recovery.ts'
import { useMe } from '../../session/session.ts'
import { CustomerDialog } from './CustomerDialog.tsx'
import { EmployeeLogin } from './EmployeeLogin.tsx'
import { LineEditDialog } from './LineEditDialog.tsx'
import { PayDialog } from './PayDialog.tsx'
import { ProductSearch } from './ProductSearch.tsx'
import { QueueBadge } from './QueueBadge.tsx'
import { QueueReview } from './QueueReview.tsx'
import { RegisterChooser } from './RegisterChooser.tsx'
import { RetrieveDialog } from './RetrieveDialog.tsx'
import { ReturnDialog } from './ReturnDialog.tsx'
import { SaleDone } from './SaleDone.tsx'
import { SaleLines } from './SaleLines.tsx'
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
  const [promo, setPromo] = useState('')
  const scanField = useRef<HTMLInputElement>(null)
  const tenders = useMemo(() => tendersOf(context?.paymentMethods ?? []), [context])
  const current = computed?.draft ?? null

  // Stable callbacks (the search field and the line rows are memoised): they read the latest sale.
  const addFound = useCallback(
    (line: SaleLine, facts: ItemFacts) => updateDraft((draft) => addLine(draft, line, facts)),
    [updateDraft],
  )
  /** A scanner burst outside any field (the field's own Enter handles what is scanned into it). */
  const scanned = useCallback(
    async (code: string) => {
      const db = sale.db.current
      if (!db) return
      const found = await findItem(db, code, true)
      if (found.kind === 'line') {
        addFound(found.line, found.facts)
        setProblem(null)
      } else if (found.kind === 'no-price') {
        setProblem(t('sale.no_price', { name: found.name }))
      } else {
        setProblem(t('sale.not_found', { text: code }))
      }
    },
    [addFound, sale.db],
  )
  const lines = useRef<readonly SaleLine[]>([])
  lines.current = current?.lines ?? []
  const editLine = useCallback((lineId: string) => {
    const line = lines.current.find((each) => each.id === lineId)
    if (line) setDialog({ kind: 'line', line })
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
  useScanner((code) => void scanned(code), canSell)
  // A pending card payment in the sale (payment_recovery) resumes by itself when the sale is opened.
  useResumeRecovery(sale, { done: setDone, problem: setProblem })

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!canSell) return
      if (event.key === 'F9' && current && current.lines.length > 0) {
        event.preventDefault()
        setDialog({ kind: 'pay' })
      } else if (event.key === 'F4') {
        event.preventDefault()
        setDialog({ kind: 'customer' })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [canSell, current])

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

  function submitPromo(event: FormEvent) {
    event.preventDefault()
    if (!current) return
    setDraft(withPromoCode(current, promo))
    setPromo('')
  }

  const unknownCodes = computed.promotions.codes.filter((code) => code.status !== 'applied')

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Flex align="center" gap="3">
          <Heading size="6">{t('sale.title')}</Heading>
          <Text color="gray">
            {context.register.name} · {context.register.store?.name}
          </Text>
        </Flex>
        <Flex align="center" gap="3">
          <QueueBadge count={sale.queued} />
          {sale.queued > 0 && (
            <Button size="1" variant="ghost" onClick={() => setDialog({ kind: 'queue' })}>
              {t('sale.queue_review')}
            </Button>
          )}
          <Text size="2">{t('sale.served_by', { name: current.employee.display_name })}</Text>
          <Button
            size="1"
            variant="ghost"
            onClick={() => setDraft({ ...current, employee: null, employee_unlinked_returns: false })}
          >
            {t('sale.change_employee')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="5" align="start" wrap={{ initial: 'wrap', md: 'nowrap' }}>
        <Flex direction="column" gap="3" style={{ flex: 3, minWidth: 0 }}>
          <ProductSearch ref={scanField} db={sale.db} onLine={addFound} onProblem={setProblem} />
          {problem && (
            <Text color="red" role="alert">
              {problem}
            </Text>
          )}
          <SaleLines lines={current.lines} currency={current.currency} onEdit={editLine} />
        </Flex>
        <Card size="3" style={{ flex: 2, minWidth: 300 }}>
          <Flex direction="column" gap="4">
            <Flex justify="between" align="center">
              <div>
                <Text size="1" color="gray" as="div">
                  {t('sale.customer')}
                </Text>
                <Text weight="medium" data-testid="sale-customer">
                  {current.customer?.name ?? t('sale.customer_none')}
                </Text>
                {current.customer && (
                  <Text size="1" color="gray" as="div">
                    {t('sale.customer_points', {
                      points: current.customer.loyalty_points,
                      credit: formatMoney(current.customer.credit_balance, current.currency),
                    })}
                  </Text>
                )}
              </div>
              {current.customer ? (
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() => setDraft(withCustomer(current, null))}
                >
                  {t('sale.customer_remove')}
                </Button>
              ) : (
                <Button size="1" variant="soft" onClick={() => setDialog({ kind: 'customer' })}>
                  {t('sale.customer_find')}
                </Button>
              )}
            </Flex>
            <form onSubmit={submitPromo}>
              <Flex gap="2">
                <TextField.Root
                  aria-label={t('sale.promo_code')}
                  placeholder={t('sale.promo_code')}
                  value={promo}
                  onChange={(event) => setPromo(event.target.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit" variant="soft">
                  {t('sale.promo_add')}
                </Button>
              </Flex>
            </form>
            {current.promo_codes.length > 0 && (
              <Flex gap="2" wrap="wrap">
                {current.promo_codes.map((code) => (
                  <Badge key={code} color={unknownCodes.some((c) => c.code === code) ? 'red' : 'green'}>
                    {code}
                  </Badge>
                ))}
              </Flex>
            )}
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={current.gift_receipt}
                  onCheckedChange={(checked) => setDraft({ ...current, gift_receipt: checked === true })}
                />
                {t('sale.gift_receipt')}
              </Flex>
            </Text>
            <ShipSale
              key={current.id}
              shipping={current.shipping}
              onChange={(shipping) => setDraft({ ...current, shipping })}
            />
            <SaleTotals totals={totals} draft={current} />
            <Flex gap="2">
              <Button
                size="4"
                style={{ flex: 1 }}
                disabled={current.lines.length === 0}
                onClick={() => setDialog({ kind: 'pay' })}
              >
                {t('sale.pay')}
              </Button>
            </Flex>
            <Flex gap="2">
              <Button
                variant="soft"
                color="gray"
                style={{ flex: 1 }}
                disabled={current.lines.length === 0 || current.payments.length > 0}
                onClick={() =>
                  void sale.suspend(
                    current.customer?.name ??
                      t('sale.suspended_label', {
                        count: current.lines.length,
                        total: formatMoney(totals.total, current.currency),
                      }),
                  )
                }
              >
                {t('sale.suspend')}
              </Button>
              <Button
                variant="soft"
                color="gray"
                style={{ flex: 1 }}
                disabled={current.lines.length > 0}
                onClick={() => setDialog({ kind: 'retrieve' })}
              >
                {t('sale.retrieve')}
              </Button>
              <Button
                variant="soft"
                color="gray"
                style={{ flex: 1 }}
                onClick={() => setDialog({ kind: 'return' })}
              >
                {t('sale.return')}
              </Button>
            </Flex>
            <Button variant="ghost" color="gray" size="1" onClick={() => sale.restart()}>
              {t('sale.clear')}
            </Button>
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

function Message({ text }: { text: string }) {
  return (
    <Text as="p" color="gray" align="center" my="9">
      {text}
    </Text>
  )
}
