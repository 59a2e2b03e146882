import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type FulfillmentNotice,
  type FulfillmentsEvent,
  newlyOpened,
  OpenFulfillments,
} from './fulfillments.ts'
import { type Http, HttpFailure } from './http.ts'
import { mentionsFulfillment } from './realtime.ts'
import { PAGE_SIZE } from './sync-kinds.ts'

type Query = Record<string, string | number | undefined>

/** A server holding open fulfillments, answering `fulfillments.json` as the real one does (by id, since_id). */
function fakeServer(open: number[]) {
  const asked: Query[] = []
  let offline = false
  const http: Http = {
    async getJson(path, query = {}) {
      asked.push(query)
      if (offline) throw new HttpFailure({ code: 'OFFLINE', message: 'offline' })
      expect(path).toBe('proxy/fulfillments.json')
      const since = Number(query.since_id ?? 0)
      const rows = open
        .filter((id) => id > since)
        .sort((a, b) => a - b)
        .slice(0, Number(query.limit))
        .map((id) => ({
          id,
          type: 'Store Pickup',
          reference: `R${id}`,
          source_warehouse_id: 1,
          items: [{}, {}],
        }))
      return { body: { fulfillments: rows, open_count: open.length }, serverTime: null }
    },
    getStream: () => Promise.reject(new Error('not used')),
  }
  return {
    http,
    asked,
    open,
    setOffline(value: boolean) {
      offline = value
    },
  }
}

const ids = (notices: readonly FulfillmentNotice[]) => notices.map((n) => n.id)

describe('open fulfillments at the register', () => {
  it('lists what was open at the start without alerting, then alerts only what opened since', async () => {
    const server = fakeServer([3, 5])
    const events: FulfillmentsEvent[] = []
    const watch = new OpenFulfillments(server.http, (event) => events.push(event))
    await watch.watch([1, 2])
    expect(ids(events[0]!.open)).toEqual([3, 5])
    expect(events[0]!.added).toEqual([])
    expect(server.asked[0]).toMatchObject({ status: 'open', source_warehouse_ids: '1,2' })
    expect(events[0]!.open[0]).toMatchObject({ type: 'Store Pickup', reference: 'R3', lines: 2 })

    server.open.push(9)
    server.open.splice(0, 1)
    await watch.refresh()
    expect(ids(events[1]!.open)).toEqual([5, 9])
    expect(ids(events[1]!.added)).toEqual([9])
  })

  it('reads every page of 250 and asks the next by since_id', async () => {
    const server = fakeServer(Array.from({ length: PAGE_SIZE + 7 }, (_, i) => i + 1))
    const events: FulfillmentsEvent[] = []
    await new OpenFulfillments(server.http, (event) => events.push(event)).watch([])
    expect(events[0]!.open).toHaveLength(PAGE_SIZE + 7)
    expect(server.asked.map((q) => q.since_id)).toEqual([undefined, PAGE_SIZE])
    expect(server.asked[0]!.source_warehouse_ids).toBeUndefined()
  })

  it('keeps what it knew when offline, and alerts what opened meanwhile once back', async () => {
    const server = fakeServer([1])
    const events: FulfillmentsEvent[] = []
    const watch = new OpenFulfillments(server.http, (event) => events.push(event))
    await watch.watch([])
    server.setOffline(true)
    server.open.push(2)
    await watch.refresh()
    expect(events).toHaveLength(1)
    server.setOffline(false)
    await watch.refresh()
    expect(ids(events[1]!.added)).toEqual([2])
  })

  it('runs one look at a time: updates arriving during a look make exactly one more', async () => {
    const server = fakeServer([1])
    let looks = 0
    const slow: Http = {
      ...server.http,
      async getJson(path, query) {
        looks += 1
        await new Promise((resolve) => setTimeout(resolve, 5))
        return server.http.getJson(path, query)
      },
    }
    const watch = new OpenFulfillments(slow, () => {})
    const first = watch.watch([])
    void watch.refresh()
    void watch.refresh()
    await first
    await watch.refresh()
    expect(looks).toBe(3)
  })

  it('says nothing once stopped', async () => {
    const server = fakeServer([1])
    const events: FulfillmentsEvent[] = []
    const watch = new OpenFulfillments(server.http, (event) => events.push(event))
    await watch.refresh()
    expect(events).toEqual([])
    await watch.watch([])
    watch.stop()
    await watch.refresh()
    expect(events).toHaveLength(1)
  })

  it('newlyOpened: new ones are exactly the fetched ones not known', () => {
    const notice = (id: number): FulfillmentNotice => ({
      id,
      type: '',
      reference: '',
      source_warehouse_id: 1,
      created: '',
      lines: 0,
    })
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.uniqueArray(fc.nat(50)), (known, fetched) => {
        const added = ids(newlyOpened(new Set(known), fetched.map(notice)))
        expect(added).toEqual(fetched.filter((id) => !known.includes(id)))
        expect(newlyOpened(null, fetched.map(notice))).toEqual([])
      }),
    )
  })

  it('hears the realtime kinds fulfillment and fulfillment_{warehouse} of its own company only', () => {
    expect(mentionsFulfillment('{"topic":"updates/7/fulfillment"}', '7')).toBe(true)
    expect(mentionsFulfillment('{"topic":"updates/7/fulfillment_12"}', '7')).toBe(true)
    expect(mentionsFulfillment('{"topic":"updates/8/fulfillment"}', '7')).toBe(false)
    expect(mentionsFulfillment('{"topic":"updates/7/products"}', '7')).toBe(false)
    expect(mentionsFulfillment('{"topic":"updates/7/fulfillments_x"}', '7')).toBe(false)
  })
})
