import { describe, expect, it } from 'vitest'
import { toCsv } from './csv-export.ts'
import { listQuery, validateAnyListSearch, validateListSearch } from './list-search.ts'

describe('validateListSearch', () => {
  it('keeps search text, a page above 1 and known filter values only', () => {
    const search = validateListSearch(
      { search: 'shirt', page: '3', type: 'Apparel', status: 'bogus', extra: 'x' },
      { type: 'any', status: ['active', 'terminated'] },
    )
    expect(search).toEqual({ search: 'shirt', page: 3, type: 'Apparel' })
  })

  it('drops blank search, page 1 and non-numeric pages', () => {
    expect(validateListSearch({ search: '  ', page: '1' })).toEqual({})
    expect(validateListSearch({ page: 'two' })).toEqual({})
  })
})

describe('validateAnyListSearch', () => {
  it('keeps search, page, sort and any short lower-case filter for the list to check', () => {
    expect(
      validateAnyListSearch({
        search: 'bag',
        page: '3',
        sort: '-name',
        status: 'active',
        store_id: 7,
        Evil: 'x',
        'a-b': 'x',
        blank: '',
        long: 'x'.repeat(201),
        object: { nested: true },
      }),
    ).toEqual({ search: 'bag', page: 3, sort: '-name', status: 'active', store_id: '7' })
  })

  it('drops a page that is not a whole number above 1 and a sort that is not a key', () => {
    expect(validateAnyListSearch({ page: 'x', sort: 'name; drop' })).toEqual({})
  })
})

describe('listQuery', () => {
  it('sends the page size, the page and every set filter', () => {
    expect(listQuery({ search: 'a', type: 'Shoes', page: 2 }, 25)).toEqual({
      limit: 25,
      page: 2,
      search: 'a',
      type: 'Shoes',
    })
    expect(listQuery({}, 50)).toEqual({ limit: 50, page: 1 })
  })
})

describe('toCsv', () => {
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      [
        { name: 'Tee, "classic"', price: 1995 },
        { name: '=HYPERLINK("x")', price: -5 },
      ],
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'Price', value: (row) => row.price },
      ],
    )
    expect(csv.split('\r\n')).toEqual(['Name,Price', '"Tee, ""classic""",1995', `"'=HYPERLINK(""x"")",-5`])
  })
})
