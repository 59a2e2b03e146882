import {
  ALL_PAGE_RIGHTS,
  isRegisterCache,
  type PageRight,
  REGISTER_CACHES,
  type RegisterCache,
} from './page-rights.ts'

/**
 * Rights per area and action (issue 16): a security group or API user holds, in each area of the back office
 * (the areas are the page rights of PAGE_RIGHTS), some of four actions:
 * - view: open the area's screens and read its records;
 * - edit: create, change and delete its records and run its everyday actions;
 * - approve: the actions that commit money or stock for good (approve or pay a bill or invoice, reverse a
 *   journal, commit a stocktake's variances);
 * - export: take its data out (CSV, a payment file).
 * Any action implies view: nobody approves or exports what they cannot see.
 */
export const RIGHT_ACTIONS = ['view', 'edit', 'approve', 'export'] as const
export type RightAction = (typeof RIGHT_ACTIONS)[number]

/** The actions' names on the groups screen. */
export const RIGHT_ACTION_LABELS: Record<RightAction, string> = {
  view: 'View',
  edit: 'Edit',
  approve: 'Approve',
  export: 'Export',
}

/** The actions held in each area; an area left out holds none. */
export type AreaRights = Partial<Record<PageRight, readonly RightAction[]>>

/** One right: an action in an area. */
export type Right = { readonly area: PageRight; readonly action: RightAction }

/** What a group's rights are: the actions per area and the register caches it syncs (spec 6). */
export type GroupRights = { areas: AreaRights; caches: RegisterCache[] }

export function isRightAction(value: unknown): value is RightAction {
  return typeof value === 'string' && (RIGHT_ACTIONS as readonly string[]).includes(value)
}

/** True when `areas` lets its holder do `action` in `area`. */
export function holds(areas: AreaRights, area: PageRight, action: RightAction): boolean {
  return areas[area]?.includes(action) ?? false
}

/**
 * The clean form of some area rights: known areas in PAGE_RIGHTS order, known actions in RIGHT_ACTIONS order
 * without repeats, view added wherever another action is held, and no area without actions.
 */
export function normalAreas(input: unknown): AreaRights {
  const areas: AreaRights = {}
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return areas
  const given = input as Record<string, unknown>
  for (const area of ALL_PAGE_RIGHTS) {
    const actions = Object.hasOwn(given, area) ? given[area] : undefined
    if (!Array.isArray(actions)) continue
    if (!actions.some(isRightAction)) continue
    areas[area] = RIGHT_ACTIONS.filter((action) => action === 'view' || actions.includes(action))
  }
  return areas
}

/**
 * Today's page rights grown into area rights (the migration of issue 16): whoever could open a page could do
 * everything on it, so each page right becomes every action of its area.
 */
export function areasFromPages(pages: readonly unknown[]): AreaRights {
  const areas: AreaRights = {}
  for (const area of ALL_PAGE_RIGHTS) if (pages.includes(area)) areas[area] = [...RIGHT_ACTIONS]
  return areas
}

/** Every action in every area: a new company's administrators. */
export function allAreaRights(): AreaRights {
  return areasFromPages(ALL_PAGE_RIGHTS)
}

/** The union of two area rights. */
export function mergeAreas(a: AreaRights, b: AreaRights): AreaRights {
  const merged: Record<string, RightAction[]> = {}
  for (const area of ALL_PAGE_RIGHTS) {
    const actions = [...(a[area] ?? []), ...(b[area] ?? [])]
    if (actions.length > 0) merged[area] = actions
  }
  return normalAreas(merged)
}

/** `areas` without one right (and, for view, without the whole area: the other actions need it). */
export function withoutRight(areas: AreaRights, right: Right): AreaRights {
  const left: AreaRights = { ...areas }
  const actions = areas[right.area] ?? []
  const kept = right.action === 'view' ? [] : actions.filter((action) => action !== right.action)
  if (kept.length > 0) left[right.area] = kept
  else delete left[right.area]
  return left
}

/**
 * `areas` with one right ticked on or off (the groups screen's checkbox): on brings view with it, view off takes
 * the area's other actions with it.
 */
export function setRight(areas: AreaRights, right: Right, on: boolean): AreaRights {
  if (!on) return withoutRight(areas, right)
  return mergeAreas(areas, { [right.area]: [right.action] })
}

/** The areas whose screens a holder may open (the side menu's rights). */
export function viewableAreas(areas: AreaRights): PageRight[] {
  return ALL_PAGE_RIGHTS.filter((area) => holds(areas, area, 'view'))
}

/** True when `holder` holds every right of `wanted`: nobody can give rights they lack themselves. */
export function mayGrantAreas(holder: AreaRights, wanted: AreaRights): boolean {
  return ALL_PAGE_RIGHTS.every((area) => (wanted[area] ?? []).every((action) => holds(holder, area, action)))
}

/**
 * A stored rights value read tolerantly: `{ areas, caches }` today, or the `{ pages, caches }` of before
 * issue 16 (each page then holds every action, as the migration maps it), with unknown names dropped. A value with
 * `areas` is read by them alone.
 */
export function readGroupRights(stored: unknown): GroupRights {
  const value = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const caches = Array.isArray(value.caches)
    ? value.caches.filter(
        (cache): cache is RegisterCache => typeof cache === 'string' && isRegisterCache(cache),
      )
    : []
  // `areas` when it is there (the `pages` beside it in a signed-in user's answer are only the screens it opens).
  const areas =
    value.areas !== undefined
      ? normalAreas(value.areas)
      : areasFromPages(Array.isArray(value.pages) ? value.pages : [])
  return { areas, caches }
}

/** The action a route means by its HTTP method when it names none: a read views, a write edits. */
export function actionOfMethod(method: string): RightAction {
  return method === 'GET' || method === 'HEAD' ? 'view' : 'edit'
}

/** A right written as the groups screen and messages show it: "Accounts: Approve". */
export function rightName(right: Right, pageLabels: Record<PageRight, string>): string {
  return `${pageLabels[right.area]}: ${RIGHT_ACTION_LABELS[right.action]}`
}

/** The caches a user syncs: those of their group, and only when the group may open the sale screen. */
export function cachesToSync(rights: GroupRights): RegisterCache[] {
  if (!holds(rights.areas, 'register.sale', 'view')) return []
  return REGISTER_CACHES.filter((cache) => rights.caches.includes(cache))
}
