import * as v from 'valibot'
import { idSchema, requiredText } from '../admin/fields.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { refusal } from '../resource/refusal.ts'

/**
 * Menus (spec 2 /admin/menus, /admin/menu/new, /admin/menu/edit/{id}): the side menu a security group sees,
 * ordered and named by the company. A menu is a list of entries, each a screen (its path) with the name it shows
 * and the section (a group of the side menu) it sits in; a group with no menu sees the standard side menu. The
 * page rights still decide which entries a user may open.
 */

export const MENU_ITEM_LIMIT = 120

export const MenuItemSchema = v.object({
  to: v.pipe(
    v.string('Please choose a screen'),
    v.trim(),
    v.regex(/^\/[a-z0-9\-/]*$/, 'Please choose a screen of the back office'),
    v.maxLength(120, 'Please choose a screen of the back office'),
  ),
  label: requiredText('the name the menu shows', 40),
  section: v.optional(
    v.pipe(
      v.string('Please enter the section as text'),
      v.trim(),
      v.maxLength(40, 'Please shorten the section'),
    ),
    '',
  ),
})
export type MenuItemLayout = v.InferOutput<typeof MenuItemSchema>

export const DUPLICATE_MENU_ENTRY = 'A screen appears only once in a menu'

export const MenuPayloadSchema = v.object({
  name: requiredText('a menu name'),
  group_id: v.optional(v.nullable(idSchema('a security group of this company')), null),
  items: v.pipe(
    v.array(MenuItemSchema, 'Please list the menu entries'),
    v.maxLength(MENU_ITEM_LIMIT, `A menu has at most ${MENU_ITEM_LIMIT} entries`),
  ),
})
export type MenuPayload = v.InferOutput<typeof MenuPayloadSchema>

/** The first entry that repeats a screen [MNU1]: a menu lists each screen once. */
export function duplicateMenuEntry(items: readonly MenuItemLayout[]): number | undefined {
  const seen = new Set<string>()
  for (const [index, item] of items.entries()) {
    if (seen.has(item.to)) return index
    seen.add(item.to)
  }
  return undefined
}

/**
 * The side menu's shape from a menu's entries [MNU2]: top-level entries (no section) and sections, in the order
 * their first entry appears, each section's entries in their order.
 */
export function menuSections(
  items: readonly MenuItemLayout[],
): ({ kind: 'item'; item: MenuItemLayout } | { kind: 'section'; name: string; items: MenuItemLayout[] })[] {
  const out: (
    | { kind: 'item'; item: MenuItemLayout }
    | { kind: 'section'; name: string; items: MenuItemLayout[] }
  )[] = []
  const sections = new Map<string, MenuItemLayout[]>()
  for (const item of items) {
    if (item.section === '') {
      out.push({ kind: 'item', item })
      continue
    }
    const existing = sections.get(item.section)
    if (existing) {
      existing.push(item)
      continue
    }
    const list = [item]
    sections.set(item.section, list)
    out.push({ kind: 'section', name: item.section, items: list })
  }
  return out
}

export const MENU_GROUP_TAKEN = 'This security group already has a menu'

export const menuResource = defineResource({
  name: 'menu',
  plural: 'menus',
  table: 'menus',
  label: { one: 'Menu', many: 'Menus' },
  path: '/admin/menus',
  rights: { view: 'admin.groups', edit: 'admin.groups' },
  row: recordRow({
    name: v.string(),
    group_id: v.nullable(v.number()),
    group_name: v.nullable(v.string()),
    items: v.array(MenuItemSchema),
  }),
  create: MenuPayloadSchema,
  example: {
    name: 'Store staff',
    group_id: null,
    items: [{ to: '/dashboard', label: 'Home', section: '' }],
  },
  fields: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'group_id', label: 'Security group', kind: 'reference', reference: 'groups' },
  ],
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'group_name', header: 'Security group' },
    { key: 'updated', header: 'Changed', format: 'datetime', sortable: true },
  ],
  search: ['name'],
  sort: ['name', 'updated'],
  unique: 'A menu with this name already exists',
  emptyText: 'No menus yet: every group sees the standard side menu.',
  check: (next) => {
    const at = duplicateMenuEntry(next.items)
    return at === undefined ? undefined : refusal('duplicate', DUPLICATE_MENU_ENTRY, `items.${at}.to`)
  },
})
