import { ALL_PAGE_RIGHTS } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { pickLanguage, rightLabel, t, tn } from './index.ts'

describe('pickLanguage (spec 2)', () => {
  it('should take the lang query parameter when that language exists', () => {
    expect(pickLanguage('en', ['fr-FR'])).toBe('en')
    expect(pickLanguage('EN-gb', [])).toBe('en')
  })

  it('should ignore a lang that does not exist and fall back to the browser, then English', () => {
    expect(pickLanguage('xx', ['en-AU'])).toBe('en')
    expect(pickLanguage('xx', ['de-DE', 'fr'])).toBe('en')
    expect(pickLanguage(null, [])).toBe('en')
  })
})

describe('t', () => {
  it('should fill {variables} and leave unknown ones visible', () => {
    expect(t('common.page_of', { page: 2, pages: 5 })).toBe('Page 2 of 5')
    expect(t('common.page_of', { page: 2 })).toBe('Page 2 of {pages}')
  })

  it('should keep the messages of spec 2 and 8 word for word', () => {
    expect(en['error.not_found']).toBe("Sorry! The page you were looking for doesn't exist.")
    expect(en['error.connection']).toBe('Error connecting to server, please try again later')
    expect(en['dashboard.pick_dates']).toBe('Please select a from and to date')
  })

  it('should label every page right', () => {
    for (const right of ALL_PAGE_RIGHTS) expect(rightLabel(right)).toMatch(/\w/)
  })
})

describe('tn', () => {
  it("should pick the plural form by the language's rules: '1 item', '2 items', '0 items'", () => {
    expect(tn('sale.suspended_label', 1, { total: '$18.50' })).toBe('1 item · $18.50')
    expect(tn('sale.suspended_label', 2, { total: '$18.50' })).toBe('2 items · $18.50')
    expect(tn('sale.suspended_label', 0, { total: '$0.00' })).toBe('0 items · $0.00')
    expect(tn('sale.queue_waiting', 1)).toBe('1 sale waiting to send')
    expect(tn('groups.rights', 3)).toBe('3 areas')
  })

  it('should have a one and an other form for every message with a count', () => {
    for (const [key, text] of Object.entries(en)) {
      if (!text.includes('{count}') || key.endsWith('_one') || key.endsWith('_other')) continue
      // A count here is never a number of things named beside it (a returnable quantity, a progress figure).
      const unnamed = [
        'sale.return_can',
        'sale.return_too_many',
        'sync.syncing',
        'sync.progress',
        'sync.count',
      ]
      // 'stores' there counts the cap (10), never one.
      expect([...unnamed, 'wallet.stores_hint']).toContain(key)
    }
  })
})
