import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { duplicateMenuEntry, type MenuItemLayout, menuSections } from './menus.ts'

const item = fc.record({
  to: fc.constantFrom(
    '/dashboard',
    '/register/sale',
    '/admin/company',
    '/admin/users',
    '/reports',
    '/customers',
  ),
  label: fc.constantFrom('A', 'B', 'C'),
  section: fc.constantFrom('', 'Admin', 'Sales'),
})

describe('menus', () => {
  it('[MNU1] finds the first entry that repeats a screen', () => {
    const items: MenuItemLayout[] = [
      { to: '/dashboard', label: 'Home', section: '' },
      { to: '/reports', label: 'Reports', section: '' },
      { to: '/dashboard', label: 'Again', section: 'X' },
    ]
    expect(duplicateMenuEntry(items)).toBe(2)
    expect(duplicateMenuEntry(items.slice(0, 2))).toBeUndefined()
  })

  it('[MNU2] sections keep every entry once, in order within each section', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const shape = menuSections(items)
        const flat = shape.flatMap((entry) => (entry.kind === 'item' ? [entry.item] : entry.items))
        expect(flat).toHaveLength(items.length)
        for (const entry of shape) {
          if (entry.kind !== 'section') continue
          expect(entry.items).toEqual(items.filter((candidate) => candidate.section === entry.name))
        }
        const names = shape.filter((entry) => entry.kind === 'section').map((entry) => entry.name)
        expect(new Set(names).size).toBe(names.length)
      }),
    )
  })
})
