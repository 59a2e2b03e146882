/**
 * Code 128 (code set B) as bar and space module widths, so a page can draw the receipt barcode (150×60, spec 9)
 * where the printer has no barcode command of its own (the system print dialog). Values 0-102 are the data
 * symbols, 103-105 START A/B/C and 106 STOP (each symbol 11 modules: bar, space, bar, space, bar, space;
 * STOP 13).
 */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 ' +
  '113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 ' +
  '113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 ' +
  '241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 ' +
  '211232 2331112'
).split(' ')

/** The symbol values of `data` in code set B, with the check symbol and STOP; outside printable ASCII is '?'. */
export function code128Values(data: string): number[] {
  const values = [104]
  for (const char of data) {
    const code = char.charCodeAt(0)
    values.push(code >= 32 && code <= 126 ? code - 32 : 31)
  }
  const check = values.reduce((sum, value, i) => sum + value * (i === 0 ? 1 : i), 0) % 103
  return [...values, check, 106]
}

/** Module widths alternating bar/space, starting with a bar (11 per symbol, 13 for STOP). */
export function code128Modules(data: string): number[] {
  return code128Values(data).flatMap((value) => Array.from(PATTERNS[value] ?? '', Number))
}
