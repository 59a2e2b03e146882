import { ALL_PAGE_RIGHTS } from '@pos/core'
import { describe, expect, it } from 'vitest'
import {
  areaOfPath,
  isGroup,
  MENU,
  type MenuEntry,
  menuFromLayout,
  rightsByMenuGroup,
  visibleMenu,
} from './menu.ts'

const labels = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    isGroup(entry) ? { [entry.label]: entry.items.map((item) => item.label) } : entry.label,
  )

describe('the side menu (spec 2)', () => {
  it('should keep the groups of the spec in its order', () => {
    expect(MENU.map((entry) => entry.label)).toEqual([
      'menu.dashboard',
      'menu.register',
      'menu.stores',
      'menu.sales_staff',
      'menu.customers',
      'menu.sales',
      'menu.product',
      'menu.inventory',
      'menu.reports',
      'menu.media_player',
      'menu.accounts',
      'menu.glue',
      'menu.admin',
    ])
  })

  it('should show only items whose route exists, and drop empty groups', () => {
    const built = new Set(['/dashboard', '/admin/users', '/about'])
    const visible = visibleMenu(MENU, [...ALL_PAGE_RIGHTS], (path) => built.has(path))
    expect(labels(visible)).toEqual([
      'menu.dashboard',
      { 'menu.admin': ['menu.admin.users', 'menu.admin.about'] },
    ])
  })

  it("should hide items the user's page rights don't include, but always show About", () => {
    const visible = visibleMenu(MENU, ['admin.users'], () => true)
    expect(labels(visible)).toEqual([{ 'menu.admin': ['menu.admin.users', 'menu.admin.about'] }])
  })

  it('should put every page right exactly once in the rights checklist', () => {
    const listed = rightsByMenuGroup(MENU, ALL_PAGE_RIGHTS).flatMap((group) => group.rights)
    expect([...listed].sort()).toEqual([...ALL_PAGE_RIGHTS].sort())
  })

  it('should draw a company menu in its order and names, keeping each screen’s right', () => {
    const entries = menuFromLayout([
      { to: '/admin/company', label: 'Our company', section: 'Settings' },
      { to: '/dashboard', label: 'Home', section: '' },
      { to: '/not/a/screen', label: 'Nowhere', section: '' },
      { to: '/admin/users', label: 'People', section: 'Settings' },
    ])
    expect(entries.map((entry) => entry.text)).toEqual(['Settings', 'Home'])
    const settings = entries[0]
    expect(
      settings && isGroup(settings) ? settings.items.map((item) => [item.text, item.right]) : [],
    ).toEqual([
      ['Our company', 'admin.company'],
      ['People', 'admin.users'],
    ])
    const shown = visibleMenu(entries, ['admin.users'], () => true)
    expect(shown.map((entry) => entry.text)).toEqual(['Settings'])
    expect(shown[0] && isGroup(shown[0]) ? shown[0].items.map((item) => item.text) : []).toEqual(['People'])
  })
})

describe('areaOfPath', () => {
  it.each([
    ['/accounts/invoices', 'accounts'],
    ['/accounts/invoices/12', 'accounts'],
    ['/inventory/stock-on-hand', 'inventory'],
    ['/product/products/3', 'product.products'],
    ['/about', null],
    ['/accountsx', null],
  ])('should find the area of %s: %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area)
  })
})
