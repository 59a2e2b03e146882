import { ALL_PAGE_RIGHTS } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { isGroup, MENU, type MenuEntry, rightsByMenuGroup, visibleMenu } from './menu.ts'

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
})
