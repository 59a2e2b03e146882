/**
 * Prints the receipt inside `container` (an element with class `receipt-print`) through the system print
 * dialog on an 80 mm page: everything else is hidden while printing (receipt.css). Printing errors are only
 * logged (spec 8).
 */
export function printReceipt(): void {
  document.body.classList.add('printing-receipt')
  const done = () => {
    document.body.classList.remove('printing-receipt')
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  try {
    window.print()
  } catch (error) {
    console.error('printing failed', error)
    done()
  }
}
