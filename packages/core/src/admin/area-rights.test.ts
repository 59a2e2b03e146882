import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiUserPayloadSchema } from './api-users.ts'
import {
  allAreaRights,
  areasFromPages,
  cachesToSync,
  holds,
  mayGrantAreas,
  mergeAreas,
  normalAreas,
  RIGHT_ACTIONS,
  readGroupRights,
  setRight,
  viewableAreas,
  withoutRight,
} from './area-rights.ts'
import { GroupPayloadSchema } from './groups.ts'
import { ALL_PAGE_RIGHTS, REGISTER_CACHES } from './page-rights.ts'
import { parsePayload } from './parse-payload.ts'

const area = fc.constantFrom(...ALL_PAGE_RIGHTS)
const action = fc.constantFrom(...RIGHT_ACTIONS)
const right = fc.record({ area, action })
/** Anything a stored or posted rights value may hold, junk included. */
const looseAreas = fc.dictionary(
  fc.oneof(area, fc.string()),
  fc.array(fc.oneof(action, fc.string(), fc.constant(null))),
)
const areas = looseAreas.map(normalAreas)

describe('rights per area and action', () => {
  it('should keep every action of a page right when it grows into area rights (the migration)', () => {
    fc.assert(
      fc.property(fc.subarray(ALL_PAGE_RIGHTS), right, (pages, { area, action }) => {
        expect(holds(areasFromPages(pages), area, action)).toBe(pages.includes(area))
      }),
    )
  })

  it('should read a group stored before rights per action as the migration maps it', () => {
    fc.assert(
      fc.property(fc.subarray(ALL_PAGE_RIGHTS), fc.subarray([...REGISTER_CACHES]), (pages, caches) => {
        expect(readGroupRights({ pages, caches })).toEqual({ areas: areasFromPages(pages), caches })
      }),
    )
    expect(readGroupRights(null)).toEqual({ areas: {}, caches: [] })
    // A signed-in user's answer: `pages` beside `areas` are only the screens it opens, not every action there.
    expect(readGroupRights({ pages: ['accounts'], areas: { accounts: ['view'] }, caches: [] })).toEqual({
      areas: { accounts: ['view'] },
      caches: [],
    })
    expect(readGroupRights({ pages: ['root'], caches: ['nope', 'price'] })).toEqual({
      areas: {},
      caches: ['price'],
    })
  })

  it('should give view with any other action, and drop unknown areas and actions', () => {
    fc.assert(
      fc.property(looseAreas, (loose) => {
        const clean = normalAreas(loose)
        for (const [name, actions] of Object.entries(clean)) {
          expect(ALL_PAGE_RIGHTS).toContain(name)
          expect(actions.length).toBeGreaterThan(0)
          expect(actions[0]).toBe('view')
          expect([...actions]).toEqual(RIGHT_ACTIONS.filter((a) => actions.includes(a)))
        }
        expect(normalAreas(clean)).toEqual(clean)
      }),
    )
  })

  it('should take away exactly the right asked for (and everything with view)', () => {
    fc.assert(
      fc.property(areas, right, right, (held, taken, other) => {
        const left = withoutRight(held, taken)
        expect(holds(left, taken.area, taken.action)).toBe(false)
        const lost = other.area === taken.area && (taken.action === 'view' || other.action === taken.action)
        expect(holds(left, other.area, other.action)).toBe(
          lost ? false : holds(held, other.area, other.action),
        )
      }),
    )
  })

  it('should let nobody grant a right they lack', () => {
    fc.assert(
      fc.property(areas, areas, (holder, wanted) => {
        expect(mayGrantAreas(holder, wanted)).toBe(
          ALL_PAGE_RIGHTS.every((a) => (wanted[a] ?? []).every((x) => holds(holder, a, x))),
        )
        expect(mayGrantAreas(mergeAreas(holder, wanted), wanted)).toBe(true)
        expect(mayGrantAreas(allAreaRights(), wanted)).toBe(true)
      }),
    )
  })

  it('should open the screens of the areas it may view', () => {
    fc.assert(
      fc.property(areas, (held) => {
        expect(viewableAreas(held)).toEqual(ALL_PAGE_RIGHTS.filter((a) => held[a] !== undefined))
      }),
    )
  })

  it('should tick a right on with view, and view off with the whole area', () => {
    fc.assert(
      fc.property(areas, right, fc.boolean(), right, (held, ticked, on, other) => {
        const after = setRight(held, ticked, on)
        expect(holds(after, ticked.area, ticked.action)).toBe(on)
        if (on) expect(holds(after, ticked.area, 'view')).toBe(true)
        if (other.area !== ticked.area) {
          expect(holds(after, other.area, other.action)).toBe(holds(held, other.area, other.action))
        }
        expect(normalAreas(after)).toEqual(after)
      }),
    )
  })

  it('should merge as a union', () => {
    fc.assert(
      fc.property(areas, areas, right, (a, b, { area, action }) => {
        expect(holds(mergeAreas(a, b), area, action)).toBe(holds(a, area, action) || holds(b, area, action))
      }),
    )
  })

  it('should sync caches only for a group that may view the sale screen', () => {
    fc.assert(
      fc.property(areas, fc.subarray([...REGISTER_CACHES]), (held, caches) => {
        const synced = cachesToSync({ areas: held, caches })
        expect(synced).toEqual(holds(held, 'register.sale', 'view') ? caches : [])
      }),
    )
  })
})

describe('rights payloads', () => {
  it('should take rights per area and the page shorthand together', () => {
    expect(
      parsePayload(GroupPayloadSchema, {
        name: 'Bookkeepers',
        rights: { areas: { accounts: ['approve'] }, pages: ['dashboard'], caches: ['price'] },
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Bookkeepers',
        rights: {
          areas: { dashboard: [...RIGHT_ACTIONS], accounts: ['view', 'approve'] },
          caches: ['price'],
        },
      },
    })
    expect(
      parsePayload(ApiUserPayloadSchema, { name: 'Shop', rights: { areas: { inventory: ['export'] } } }),
    ).toEqual({
      ok: true,
      value: { name: 'Shop', rights: { areas: { inventory: ['view', 'export'] } }, status: 'active' },
    })
  })

  it.each([
    [{ areas: { root: ['view'] } }, 'Please choose areas from the list'],
    [{ areas: { accounts: ['delete'] } }, 'Please choose actions: view, edit, approve or export'],
    [{ areas: 'all' }, 'Please check the rights per area'],
  ])('should refuse %o with one message', (rights, message) => {
    expect(parsePayload(GroupPayloadSchema, { name: 'G', rights })).toMatchObject({
      ok: false,
      error: message,
    })
  })
})
