import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { billPosting, stockReceiptPosting } from '../books/event-postings.ts'
import { postingImbalance } from '../books/posting.ts'
import { applyMovement, type OnHand } from '../inventory/ledger.ts'
import { ABA_RECORD_LENGTH, type AbaPayment, type AbaRemitter, abaFile } from './aba.ts'
import { bankDetailsProblem, normalBsb } from './bank-details.ts'
import { billDueDate, billLinesFromOrder, billNumber, billOwed, billsOwed } from './bill-rules.ts'
import { exportPayments } from './payment-export.ts'
import {
  type OrderLineCounts,
  orderUnits,
  purchaseOrderAllows,
  purchaseOrderProblem,
  purchaseOrderState,
  purchaseOrderSubtotal,
  purchaseOrderTotals,
  receiptQuantities,
} from './purchase-orders.ts'
import { QuickBuySchema, quickBuyProblem } from './quick-buy.ts'

const remitter: AbaRemitter = {
  bank: 'CBA',
  userName: 'ACME RETAIL PTY LTD',
  userId: '301500',
  description: 'SUPPLIERS',
  processDate: '2025-07-15',
  bsb: '062-111',
  accountNumber: '87654321',
  remitterName: 'ACME RETAIL',
}

describe('ABA payment file (accounting-au.md §6)', () => {
  it('[AB1] should write the fact sheet’s test vector exactly', () => {
    const file = abaFile(remitter, [
      {
        bsb: '062-000',
        accountNumber: '12345678',
        accountName: 'NORTHWIND TRADING',
        amount: 123_456,
        reference: 'INV-1001',
      },
      {
        bsb: '083004',
        accountNumber: '123456789',
        accountName: 'KAURI SUPPLIES',
        amount: 50_000,
        reference: 'INV-2002',
      },
    ])
    const pad = (text: string) => text.padEnd(120, ' ')
    expect(file.split('\r\n')).toEqual([
      pad('0                 01CBA       ACME RETAIL PTY LTD       301500SUPPLIERS   150725'),
      '1062-000 12345678 500000123456NORTHWIND TRADING               INV-1001          062-111 87654321ACME RETAIL     00000000',
      '1083-004123456789 500000050000KAURI SUPPLIES                  INV-2002          062-111 87654321ACME RETAIL     00000000',
      pad('7999-999            000017345600001734560000000000                        000002'),
      '',
    ])
  })

  const payment = fc.record({
    bsb: fc.stringMatching(/^\d{3}-\d{3}$/),
    accountNumber: fc.stringMatching(/^\d{1,9}$/),
    accountName: fc.string({ maxLength: 60 }),
    amount: fc.integer({ min: 1, max: 9_999_999 }),
    reference: fc.string({ maxLength: 40 }),
  })

  it('[AB1] should make every record 120 characters with CRLF, and a trailer of the payments’ totals and count', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 30 }), fc.string({ maxLength: 40 }), (payments, name) => {
        const file = abaFile({ ...remitter, userName: name }, payments as AbaPayment[])
        expect(file.endsWith('\r\n')).toBe(true)
        const records = file.slice(0, -2).split('\r\n')
        expect(records).toHaveLength(payments.length + 2)
        for (const record of records) {
          expect(record).toHaveLength(ABA_RECORD_LENGTH)
          expect(record).toMatch(/^[\x20-\x7e]+$/)
        }
        const details = records.slice(1, -1)
        const trailer = records.at(-1)!
        const sum = details.reduce((total, record) => total + Number(record.slice(20, 30)), 0)
        const credits = payments.reduce((total, p) => total + p.amount, 0)
        expect(sum).toBe(credits)
        expect(Number(trailer.slice(20, 30))).toBe(credits)
        expect(Number(trailer.slice(30, 40))).toBe(credits)
        expect(Number(trailer.slice(40, 50))).toBe(0)
        expect(Number(trailer.slice(74, 80))).toBe(payments.length)
        for (const record of details) expect(record.slice(4, 5)).toBe('-')
      }),
    )
  })

  it('[AB2] should pay only bills awaiting payment to suppliers with bank details', () => {
    const bill = {
      number: 'BILL-1',
      reference: 'INV-9',
      status: 'awaiting_payment',
      owed: 1000,
      supplier: 'Kauri',
      bankAccountName: '',
      bsb: '083-004',
      accountNumber: '1234',
    }
    expect(exportPayments([bill])).toEqual([
      { bsb: '083-004', accountNumber: '1234', accountName: 'Kauri', amount: 1000, reference: 'INV-9' },
    ])
    expect(exportPayments([{ ...bill, status: 'draft' }])).toMatchObject({ code: 'not_awaiting' })
    expect(exportPayments([{ ...bill, bsb: '' }])).toMatchObject({ code: 'no_bank_details' })
  })
})

describe('supplier bank details', () => {
  it('should write a BSB as NNN-NNN and refuse anything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (digits) => {
        expect(normalBsb(digits)).toBe(`${digits.slice(0, 3)}-${digits.slice(3)}`)
        expect(bankDetailsProblem(`${digits.slice(0, 3)} ${digits.slice(3)}`, '123')).toBeUndefined()
      }),
    )
    expect(bankDetailsProblem('12345', '')).toMatchObject({ field: 'bsb' })
    expect(bankDetailsProblem('062-000', '1234567890')).toMatchObject({ field: 'account_number' })
    expect(bankDetailsProblem('', '1234')).toMatchObject({ field: 'bsb' })
    expect(bankDetailsProblem('', '')).toBeUndefined()
  })
})

/** Lines with received ≤ ordered and billed ≤ received. */
const orderLines = fc.array(
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 50 }),
      receivedShare: fc.integer({ min: 0, max: 100 }),
      billedShare: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ quantity, receivedShare, billedShare }) => {
      const received = Math.floor((quantity * receivedShare) / 100)
      return { quantity, received, billed: Math.floor((received * billedShare) / 100) }
    }),
  { minLength: 1, maxLength: 8 },
)

describe('purchase orders (spec 4, 5)', () => {
  it('should give the spec’s messages in order', () => {
    const line = { quantity: 1, unit_cost: 100 }
    expect(purchaseOrderProblem({ supplier_id: null, warehouse_id: null, lines: [] })?.message).toBe(
      'Missing Supplier',
    )
    expect(purchaseOrderProblem({ supplier_id: 1, warehouse_id: null, lines: [] })?.message).toBe(
      'Missing Delivery Address',
    )
    expect(purchaseOrderProblem({ supplier_id: 1, warehouse_id: 1, lines: [] })?.message).toBe(
      'No purchase order lines defined',
    )
    for (const bad of [
      { quantity: null, unit_cost: 100 },
      { quantity: 0, unit_cost: 100 },
      { quantity: 2, unit_cost: null },
    ])
      expect(purchaseOrderProblem({ supplier_id: 1, warehouse_id: 1, lines: [line, bad] })?.message).toBe(
        'One or more lines is missing a Quantity or Cost',
      )
    expect(purchaseOrderProblem({ supplier_id: 1, warehouse_id: 1, lines: [line] })).toBeUndefined()
  })

  it('[PO4] should amount each line to quantity × unit cost, subtotal the order as their sum and count its units', () => {
    const line = fc.record({ quantity: fc.nat(9_999_999), unit_cost: fc.nat(10_000_000) })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = purchaseOrderTotals(lines)
        expect(totals.lines.map((l) => l.amount)).toEqual(lines.map((l) => l.quantity * l.unit_cost))
        expect(totals.subtotal).toBe(totals.lines.reduce((sum, l) => sum + l.amount, 0))
        expect(totals.ordered).toBe(orderUnits(lines.map((l) => ({ ...l, received: 0, billed: 0 }))).ordered)
        expect(purchaseOrderSubtotal(lines)).toBe(totals.subtotal)
        expect(purchaseOrderTotals([...lines].reverse()).subtotal).toBe(totals.subtotal)
      }),
    )
  })

  it('[PO1] should be Matched exactly when every unit ordered arrived and was billed, Complete when arrived unbilled', () => {
    fc.assert(
      fc.property(orderLines, fc.boolean(), (lines, shipped) => {
        const state = purchaseOrderState(lines, { canceled: false, shipped })
        const arrived = lines.every((l) => l.received === l.quantity)
        const billedAll = lines.every((l) => l.billed === l.quantity)
        const billedAny = lines.some((l) => l.billed > 0)
        expect(state === 'matched').toBe(arrived && billedAll)
        expect(state === 'partial_match').toBe(billedAny && !(arrived && billedAll))
        expect(state === 'complete').toBe(arrived && !billedAny)
        if (!arrived && !billedAny) expect(state).toBe(shipped ? 'shipped' : 'open')
        expect(purchaseOrderState(lines, { canceled: true, shipped })).toBe('canceled')
      }),
    )
  })

  it('[PO3] should never receive more than is left, and nothing once all arrived', () => {
    fc.assert(
      fc.property(
        orderLines,
        fc.array(fc.record({ line: fc.nat(9), quantity: fc.nat(60) }), { maxLength: 10 }),
        (lines, ask) => {
          const units = receiptQuantities(lines, ask)
          if (!Array.isArray(units)) return
          units.forEach((count, index) => {
            expect(count).toBeLessThanOrEqual(lines[index]!.quantity - lines[index]!.received)
          })
          const after: OrderLineCounts[] = lines.map((l, i) => ({ ...l, received: l.received + units[i]! }))
          const all = receiptQuantities(after, 'all')
          if (!Array.isArray(all)) return
          const full = after.map((l, i) => ({ ...l, received: l.received + all[i]! }))
          expect(full.every((l) => l.received === l.quantity)).toBe(true)
          expect(receiptQuantities(full, 'all')).toMatchObject({ code: 'nothing_left' })
          expect(purchaseOrderAllows('open', orderUnits(full)).receive).toBe(false)
        },
      ),
    )
  })

  it('[PO2] should cancel only what nothing arrived at or was billed for', () => {
    fc.assert(
      fc.property(orderLines, (lines) => {
        const units = orderUnits(lines)
        const allows = purchaseOrderAllows('open', units)
        expect(allows.cancel).toBe(units.received === 0)
        expect(allows.bill).toBe(units.billed < units.received)
        expect(purchaseOrderAllows('canceled', units).receive).toBe(false)
      }),
    )
  })
})

describe('receipts and bills in the books', () => {
  it('[SL5] should average a receipt’s cost into stock on hand by quantity', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 500 }),
        fc.nat(100_000),
        (held, average, received, cost) => {
          const before: OnHand = { quantity: held, average_cost: held === 0 ? 0 : average }
          const after = applyMovement(before, { quantity: received, unit_cost: cost })
          expect(after.quantity).toBe(held + received)
          const exact = (held * before.average_cost + received * cost) / (held + received)
          expect(Math.abs(after.average_cost - exact)).toBeLessThanOrEqual(0.5)
          expect(after.average_cost).toBeGreaterThanOrEqual(Math.min(before.average_cost, cost))
          expect(after.average_cost).toBeLessThanOrEqual(
            Math.max(held === 0 ? cost : before.average_cost, cost),
          )
        },
      ),
    )
  })

  it('[GL8][GL9] should balance a receipt and its bill, leaving Accounts Payable at the bill’s total', () => {
    const payablesId = 800
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            received: fc.integer({ min: 1, max: 50 }),
            unit_cost: fc.nat(100_000),
            stock: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (lines) => {
          const stock = lines.filter((l) => l.stock)
          const receipt = stockReceiptPosting(
            stock.map((l) => ({ quantity: l.received, unitCost: l.unit_cost })),
          )
          expect(postingImbalance(receipt)).toBe(0)
          const billLines = billLinesFromOrder(
            lines.map((l) => ({
              ...l,
              item_id: l.stock ? 1 : null,
              sku: 'S',
              description: '',
              billed: 0,
              tax_rate_id: 1,
            })),
            { stockAccount: payablesId, otherAccount: 300 },
          )
          const bill = billPosting(
            billLines.map((l) => ({
              account: l.account_id === payablesId ? ('payables' as const) : l.account_id,
              amount: l.quantity * l.unit_price,
              taxType: 'INPUT' as const,
            })),
            false,
          )
          expect(postingImbalance(bill)).toBe(0)
          const payables = [...receipt, ...bill]
            .filter((line) => line.role === 'payables')
            .reduce((sum, line) => sum + line.amount, 0)
          const gst = bill.filter((line) => line.role === 'gst').reduce((sum, line) => sum + line.amount, 0)
          const subtotal = lines.reduce((sum, l) => sum + l.received * l.unit_cost, 0)
          // Payables are a credit (negative); a bill of nothing owes 0, not -0.
          expect(0 - payables).toBe(subtotal + gst)
          const inventory = receipt.filter((l) => l.role === 'inventory').reduce((s, l) => s + l.amount, 0)
          expect(inventory).toBe(stock.reduce((sum, l) => sum + l.received * l.unit_cost, 0))
        },
      ),
    )
  })

  it('[BL1] should fall due the supplier’s terms after the bill’s date', () => {
    expect(billDueDate('2026-01-20', 30)).toBe('2026-02-19')
    expect(billDueDate('2026-02-28', 0)).toBe('2026-02-28')
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.nat(365),
        (date, days) => {
          const day = date.toISOString().slice(0, 10)
          const due = billDueDate(day, days)
          expect(due >= day).toBe(true)
          expect((Date.parse(due) - Date.parse(day)) / 86_400_000).toBe(days)
        },
      ),
    )
  })
})

describe('quick product buy (spec 5)', () => {
  const parse = (body: unknown) => v.parse(QuickBuySchema, body)
  it('should give the spec’s messages, then the line-cost rules', () => {
    const line = { name: 'Tee', sku: 'TEE-1', quantity: 2, unit_cost: 500 }
    expect(quickBuyProblem(parse({}))?.message).toBe('Missing Supplier')
    expect(quickBuyProblem(parse({ supplier_id: 1 }))?.message).toBe('Missing Warehouse')
    expect(quickBuyProblem(parse({ supplier_id: 1, warehouse_id: 1 }))?.message).toBe('Missing Tax Rate')
    const full = { supplier_id: 1, warehouse_id: 1, tax_rate_id: 1 }
    expect(quickBuyProblem(parse({ ...full, lines: [{ ...line, unit_cost: null }] }))?.message).toBe(
      'One or more lines is missing a Quantity or Cost',
    )
    expect(quickBuyProblem(parse({ ...full, lines: [{ ...line, unit_cost: 0 }] }))?.message).toBe(
      'A line’s cost must be more than 0',
    )
    expect(quickBuyProblem(parse({ ...full, lines: [line, line] }))?.message).toBe(
      'A SKU can be on one line only',
    )
    expect(quickBuyProblem(parse({ ...full, lines: [line] }))).toBeUndefined()
  })
})

describe('bills owed together', () => {
  it('[BL5] is what is left to pay on each bill, summed: 0 for none, part-paid bills count their rest', () => {
    expect(billsOwed([])).toBe(0)
    expect(
      billsOwed([
        { total: 11_000, paid: 0 },
        { total: 5_500, paid: 2_000 },
      ]),
    ).toBe(14_500)
  })

  it('[BL5] equals the sum of billOwed over the bills, in any order', () => {
    const bill = fc
      .record({
        total: fc.integer({ min: 0, max: 10_000_000 }),
        paid: fc.integer({ min: 0, max: 10_000_000 }),
      })
      .map(({ total, paid }) => ({ total, paid: Math.min(total, paid) }))
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 30 }), (bills) => {
        const expected = bills.map(billOwed).reduce((sum, owed) => sum + owed, 0)
        expect(billsOwed(bills)).toBe(expected)
        expect(billsOwed([...bills].reverse())).toBe(expected)
      }),
    )
  })
})

describe('bill numbers', () => {
  it('should number bills BILL-0001 on, at least four digits, each counter value its own number', () => {
    expect(billNumber(7)).toBe('BILL-0007')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (counter) => {
        const number = billNumber(counter)
        expect(number).toMatch(/^BILL-\d{4,}$/)
        expect(Number(number.slice(5))).toBe(counter)
      }),
    )
  })
})
