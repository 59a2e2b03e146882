import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchRefusal, suggestMatches } from './matching.ts'
import { guessCsvMapping, parseCsvStatement, readStatementDate } from './statement-csv.ts'
import { lineFingerprints } from './statement-lines.ts'
import { parseOfxStatement } from './statement-ofx.ts'

const OFX_V1 = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD
<BANKTRANLIST><DTSTART>20250701<DTEND>20250731
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250703120000[+10:AEST]<TRNAMT>-45.50<FITID>T1<NAME>Officeworks<MEMO>Paper
</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250704<TRNAMT>1200.00<FITID>T2<NAME>Card settlement
</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>2025XX04<TRNAMT>1.00<FITID>T3<NAME>Bad
</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>1154.50<DTASOF>20250731</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`

describe('statement import [BNK1]', () => {
  it('reads OFX v1 lines, its bad rows and its closing balance', () => {
    const parsed = parseOfxStatement(OFX_V1)
    expect(parsed.lines).toEqual([
      { date: '2025-07-03', description: 'Officeworks Paper', amount: -4550, reference: '', fitid: 'T1' },
      { date: '2025-07-04', description: 'Card settlement', amount: 120_000, reference: '', fitid: 'T2' },
    ])
    expect(parsed.bad).toEqual([{ row: 3, reason: "Transaction 3: '2025XX04' is not a date" }])
    expect(parsed.closingBalance).toBe(115_450)
  })

  it('reads OFX v2 (XML) and refuses what is not OFX', () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?><OFX><STMTTRN><DTPOSTED>20250105</DTPOSTED><TRNAMT>-1.5</TRNAMT><FITID>A</FITID><NAME>Fee &amp; charge</NAME></STMTTRN></OFX>`
    expect(parseOfxStatement(xml).lines).toEqual([
      { date: '2025-01-05', description: 'Fee & charge', amount: -150, reference: '', fitid: 'A' },
    ])
    expect(parseOfxStatement('Date,Amount').bad[0]?.reason).toBe('This is not an OFX file')
  })

  it("reads CommBank's headerless CSV and Westpac's debit and credit columns", () => {
    const commbank = [
      ['03/07/2025', '-45.50', 'OFFICEWORKS', '+1000.00'],
      ['31/02/2025', '10.00', 'BAD DATE', ''],
      ['', '', '', ''],
      ['04/07/2025', 'abc', 'BAD AMOUNT', ''],
    ]
    const parsed = parseCsvStatement(commbank, guessCsvMapping(commbank[0]!))
    expect(parsed.lines).toEqual([
      { date: '2025-07-03', description: 'OFFICEWORKS', amount: -4550, reference: '' },
    ])
    expect(parsed.bad.map((bad) => bad.row)).toEqual([2, 4])
    const westpac = [
      ['Bank Account', 'Date', 'Narrative', 'Debit Amount', 'Credit Amount', 'Balance'],
      ['032-000 123456', '03/07/2025', 'RENT', '1500.00', '', '100'],
      ['032-000 123456', '04/07/2025', 'DEPOSIT', '', '250.00', '350'],
      ['032-000 123456', '05/07/2025', 'BOTH', '1.00', '2.00', '350'],
    ]
    const mapping = guessCsvMapping(westpac[0]!)
    expect(mapping).toMatchObject({
      date: 1,
      description: 2,
      amount: null,
      debit: 3,
      credit: 4,
      skip_rows: 1,
    })
    const read = parseCsvStatement(westpac, mapping)
    expect(read.lines.map((line) => line.amount)).toEqual([-150_000, 25_000])
    expect(read.bad).toEqual([{ row: 4, reason: 'Row 4: both a debit and a credit' }])
  })

  it('reads dates in the chosen order and only real days', () => {
    expect(readStatementDate('3/7/25', 'DD/MM/YYYY')).toBe('2025-07-03')
    expect(readStatementDate('7/3/2025', 'MM/DD/YYYY')).toBe('2025-07-03')
    expect(readStatementDate('2024-02-29', 'YYYY-MM-DD')).toBe('2024-02-29')
    expect(readStatementDate('2025-02-29', 'YYYY-MM-DD')).toBeNull()
    expect(readStatementDate('0000-01-01', 'YYYY-MM-DD')).toBeNull()
    expect(readStatementDate('01/01/9999', 'DD/MM/YYYY')).toBeNull()
  })

  it('never throws, and every row is a line or a bad row', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { maxLength: 5 }), { maxLength: 20 }), (rows) => {
        const parsed = parseCsvStatement(rows, guessCsvMapping(rows[0] ?? []))
        const blank = rows.filter(
          (row, i) => i >= guessCsvMapping(rows[0] ?? []).skip_rows && row.every((c) => c.trim() === ''),
        ).length
        const skipped = Math.min(rows.length, guessCsvMapping(rows[0] ?? []).skip_rows)
        expect(parsed.lines.length + parsed.bad.length + blank + skipped).toBe(rows.length)
      }),
    )
    fc.assert(fc.property(fc.string(), (text) => void parseOfxStatement(`<OFX>${text}`)))
  })
})

describe('line fingerprints [BNK2]', () => {
  const line = fc.record({
    date: fc.constantFrom('2025-07-01', '2025-07-02'),
    description: fc.constantFrom('Coffee', 'coffee ', 'Rent'),
    amount: fc.constantFrom(-450, 100),
    reference: fc.constant(''),
  })
  it('are unique within a file and the same when the file is read again', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const prints = lineFingerprints(lines)
        expect(new Set(prints).size).toBe(lines.length)
        expect(lineFingerprints([...lines])).toEqual(prints)
      }),
    )
  })
})

describe('reconciliation [BNK3, BNK4]', () => {
  const side = fc
    .array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        date: fc.integer({ min: 1, max: 28 }).map((d) => `2025-07-${String(d).padStart(2, '0')}`),
        amount: fc.constantFrom(-1000, 500, 1200, 4550),
      }),
      { maxLength: 15 },
    )
    .map((lines) => [...new Map(lines.map((l) => [l.id, l])).values()])

  it('suggests each line once, equal amounts only, inside the window, and leaves no possible pair out', () => {
    fc.assert(
      fc.property(side, side, (statement, ledger) => {
        const suggestions = suggestMatches(statement, ledger, 7)
        const s = suggestions.map((x) => x.statementLineId)
        const l = suggestions.flatMap((x) => x.journalLineIds)
        expect(new Set(s).size).toBe(s.length)
        expect(new Set(l).size).toBe(l.length)
        for (const x of suggestions) {
          const a = statement.find((line) => line.id === x.statementLineId)!
          const b = ledger.find((line) => line.id === x.journalLineIds[0])!
          expect(a.amount).toBe(b.amount)
          expect(x.days).toBeLessThanOrEqual(7)
        }
        for (const a of statement.filter((line) => !s.includes(line.id)))
          for (const b of ledger.filter((line) => !l.includes(line.id)))
            expect(
              a.amount === b.amount && Math.abs(Number(a.date.slice(8)) - Number(b.date.slice(8))) <= 7,
            ).toBe(false)
      }),
    )
  })

  it('prefers the nearest day', () => {
    const suggestions = suggestMatches(
      [{ id: 1, date: '2025-07-10', amount: 500 }],
      [
        { id: 7, date: '2025-07-01', amount: 500 },
        { id: 8, date: '2025-07-09', amount: 500 },
        { id: 9, date: '2025-07-10', amount: 501 },
      ],
    )
    expect(suggestions).toEqual([{ statementLineId: 1, journalLineIds: [8], days: 1 }])
  })

  it('matches one to many only when the sums are equal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 8 }), (parts) => {
        const total = parts.reduce((a, b) => a + b, 0)
        expect(matchRefusal([total], parts)).toBeUndefined()
        expect(matchRefusal([total + 1], parts)?.code).toBe('unbalanced_match')
      }),
    )
    expect(matchRefusal([100], [])?.code).toBe('no_transaction')
  })
})
