import { describe, expect, it } from 'vitest'
import type { Me } from '../api/types.ts'
import { isChunkLoadError, watchChunkLoads } from './chunk-timeout.ts'
import { CHUNK_TIMEOUT_MS, UPDATE_CHECK_MS } from './constants.ts'
import { forgetLastMe, rememberedMe, rememberMe } from './last-me.ts'
import { requestPersistentStorage } from './persist.ts'
import { pwaState, setPwaState } from './pwa-state.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('spec 9 constants', () => {
  it('checks for an update every 300000 ms and times chunks out at 120 s', () => {
    expect(UPDATE_CHECK_MS).toBe(300000)
    expect(CHUNK_TIMEOUT_MS).toBe(120000)
  })
})

describe('the last signed-in user', () => {
  it('is remembered, read back and forgotten', () => {
    const store = memoryStorage()
    const me = { user: { id: 1 }, company: { id: 2 }, rights: [] } as unknown as Me
    expect(rememberedMe(store)).toBeNull()
    rememberMe(me, store)
    expect(rememberedMe(store)).toEqual(me)
    forgetLastMe(store)
    expect(rememberedMe(store)).toBeNull()
  })

  it('ignores what is not a user and company', () => {
    const store = memoryStorage()
    store.setItem('pos.last-me', '{"user":1')
    expect(rememberedMe(store)).toBeNull()
    store.setItem('pos.last-me', '{"user":{"id":1}}')
    expect(rememberedMe(store)).toBeNull()
  })
})

describe('chunk time-out', () => {
  function fakeRouter() {
    const listeners = new Map<string, () => void>()
    return {
      subscribe: (event: 'onBeforeLoad' | 'onResolved', listener: () => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
      emit: (event: string) => listeners.get(event)?.(),
    }
  }
  function fakeTimers() {
    const pending = new Map<number, { run: () => void; ms: number }>()
    let next = 1
    return {
      pending,
      setTimeout: (run: () => void, ms: number) => {
        pending.set(next, { run, ms })
        return next++
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    }
  }

  it('raises the chunk-load error when a navigation is not resolved in 120 s', () => {
    setPwaState({ chunkError: false })
    const router = fakeRouter()
    const timers = fakeTimers()
    const stop = watchChunkLoads(router, timers)
    router.emit('onBeforeLoad')
    const [timer] = [...timers.pending.values()]
    expect(timer?.ms).toBe(120000)
    timer?.run()
    expect(pwaState().chunkError).toBe(true)
    stop()
  })

  it('raises nothing when the navigation resolves in time', () => {
    setPwaState({ chunkError: false })
    const router = fakeRouter()
    const timers = fakeTimers()
    const stop = watchChunkLoads(router, timers)
    router.emit('onBeforeLoad')
    router.emit('onResolved')
    expect(timers.pending.size).toBe(0)
    expect(pwaState().chunkError).toBe(false)
    stop()
  })

  it('knows the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Not found'))).toBe(false)
  })
})

describe('persistent storage', () => {
  it('records a refusal', async () => {
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe(
      false,
    )
    expect(pwaState().persisted).toBe(false)
  })

  it('does not ask again when already granted', async () => {
    let asked = false
    const granted = await requestPersistentStorage({
      persisted: async () => true,
      persist: async () => {
        asked = true
        return true
      },
    })
    expect(granted).toBe(true)
    expect(asked).toBe(false)
    expect(pwaState().persisted).toBe(true)
  })
})
