import { describe, expect, it } from 'vitest'
import { cachesOfFrame } from './realtime.ts'
import { DELAYED_RESYNC_MS, KindScheduler } from './scheduler.ts'
import { ManualTimers } from './test/server.ts'

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('KindScheduler (spec 7: a second resync during a sync waits 60 s)', () => {
  it('runs at once when idle, and once more 60 s after requests that arrive while it runs', async () => {
    const timers = new ManualTimers()
    const runs: ReturnType<typeof deferred>[] = []
    const scheduler = new KindScheduler(
      timers,
      () => {
        const run = deferred()
        runs.push(run)
        return run.promise
      },
      () => {},
    )
    const first = scheduler.request()
    expect(runs).toHaveLength(1)
    expect(scheduler.syncing).toBe(true)
    void scheduler.request()
    void scheduler.request()
    expect(scheduler.waiting).toBe(true)
    expect(timers.of(DELAYED_RESYNC_MS)).toHaveLength(1)
    runs[0]!.resolve()
    await first
    expect(scheduler.syncing).toBe(false)
    expect(runs).toHaveLength(1)
    timers.fire(DELAYED_RESYNC_MS)
    expect(scheduler.waiting).toBe(false)
    await Promise.resolve()
    expect(runs).toHaveLength(2)
    runs[1]!.resolve()
    await scheduler.idle()
    expect(scheduler.syncing).toBe(false)
  })

  it('when the 60 s pass before the running sync ends, the second runs right after it', async () => {
    const timers = new ManualTimers()
    const runs: ReturnType<typeof deferred>[] = []
    const scheduler = new KindScheduler(
      timers,
      () => {
        const run = deferred()
        runs.push(run)
        return run.promise
      },
      () => {},
    )
    void scheduler.request()
    void scheduler.request()
    timers.fire(DELAYED_RESYNC_MS)
    await Promise.resolve()
    expect(runs).toHaveLength(1)
    runs[0]!.resolve()
    await until(() => runs.length === 2)
    runs[1]!.resolve()
    await scheduler.idle()
  })

  it('stops: a pending delayed sync never runs', () => {
    const timers = new ManualTimers()
    let count = 0
    const scheduler = new KindScheduler(
      timers,
      () => {
        count += 1
        return new Promise<void>(() => {})
      },
      () => {},
    )
    void scheduler.request()
    void scheduler.request()
    scheduler.stop()
    expect(timers.pending.size).toBe(0)
    expect(count).toBe(1)
  })
})

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !check(); turn++) await Promise.resolve()
  expect(check()).toBe(true)
}

describe('realtime frames', () => {
  it('names the caches of this company that an update frame names', () => {
    const frame = (company: number, kind: string) =>
      JSON.stringify({ type: 'update', topic: `updates/${company}/${kind}`, company_id: company, kind })
    expect(cachesOfFrame(frame(7, 'products'), '7')).toEqual(['product'])
    expect(cachesOfFrame(frame(7, 'prices'), '7')).toEqual(['price'])
    expect(cachesOfFrame(frame(7, 'poscodes'), '7')).toEqual(['posstaff'])
    expect(cachesOfFrame(frame(7, 'reasons'), '7')).toEqual(['discount_reasons', 'return_reasons'])
    expect(cachesOfFrame(frame(7, 'custom_scripts'), '7')).toEqual(['custom_scripts'])
    expect(cachesOfFrame(frame(7, 'register_3'), '7')).toEqual([])
    expect(cachesOfFrame(frame(8, 'products'), '7')).toEqual([])
    expect(cachesOfFrame(JSON.stringify({ type: 'ready', company_id: 7 }), '7')).toEqual([])
  })
})
