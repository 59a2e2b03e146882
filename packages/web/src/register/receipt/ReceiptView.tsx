import { RECEIPT_WIDTH, type ReceiptDocument, type ReceiptRow } from '@pos/core'
import { Code128 } from './Code128.tsx'
import './receipt.css'

/**
 * A receipt document (core `receiptDocument`) as the shopper sees it: on screen, and printed on an 80 mm
 * page through the system print dialog (receipt.css). Every text row is already laid out to the receipt's
 * 48 characters, so it renders in a monospaced font with its alignment; double-size rows take twice the size.
 */
export function ReceiptView({ receipt, testId = 'receipt' }: { receipt: ReceiptDocument; testId?: string }) {
  const width = receipt.width || RECEIPT_WIDTH
  return (
    <div className="receipt" data-testid={testId} style={{ ['--receipt-chars' as string]: width }}>
      {receipt.rows.map((row, index) => (
        // Rows have no identity of their own; their order is the receipt.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ReceiptRowView key={index} row={row} />
      ))}
    </div>
  )
}

function ReceiptRowView({ row }: { row: ReceiptRow }) {
  switch (row.kind) {
    case 'text':
      return (
        <div
          className={`receipt-text receipt-${row.align}${row.bold ? ' receipt-bold' : ''}${row.size === 'double' ? ' receipt-double' : ''}`}
        >
          {row.text || '\u00a0'}
        </div>
      )
    case 'image':
      return <img className="receipt-logo" src={row.url} alt="" style={{ maxWidth: row.maxWidth }} />
    case 'barcode':
      return (
        <div className="receipt-barcode">
          <Code128 data={row.data} width={row.width} height={row.height} />
        </div>
      )
    case 'feed':
      return <div style={{ height: `${row.lines * 1.25}em` }} />
    case 'cut':
      return <div className="receipt-cut" aria-hidden="true" />
  }
}
