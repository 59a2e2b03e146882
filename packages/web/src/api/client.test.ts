import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toasts: { message: string; colour: string }[] = []
vi.mock('./toast.ts', async (original) => ({
  ...(await original<typeof import('./toast.ts')>()),
  showToast: (message: string, colour: string) => toasts.push({ message, colour }),
}))

const { ApiError, api, setApiNavigator } = await import('./client.ts')

const navigations: string[] = []
const assigned: string[] = []
let signedOut = 0

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  )
}

beforeEach(() => {
  toasts.length = 0
  navigations.length = 0
  assigned.length = 0
  signedOut = 0
  vi.stubGlobal('window', { location: { assign: (url: string) => assigned.push(url) } })
  setApiNavigator({ navigate: (to) => navigations.push(to), signedOut: () => (signedOut += 1) })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the API client (spec 7 and 8)', () => {
  it('should send JSON with credentials, and a JSON body on every state change', async () => {
    answer(200, { ok: true })
    await api.delete('proxy/group/3.json')
    const [url, init] = vi.mocked(fetch).mock.calls[0]!
    expect(url).toBe('/api/proxy/group/3.json')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
    expect(init?.body).toBe('{}')
  })

  it('should leave out empty query values and join lists', async () => {
    answer(200, {})
    await api.get('dashboard/sales', {
      query: { bucket: 'day', search: '', status: undefined, store_ids: [1, 2] },
    })
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/dashboard/sales?bucket=day&store_ids=1%2C2')
  })

  it('should toast the error text of a 400 in danger and reject', async () => {
    answer(400, { error: 'That code is wrong or has expired' })
    await expect(api.post('sessions/verify', {})).rejects.toBeInstanceOf(ApiError)
    expect(toasts).toEqual([{ message: 'That code is wrong or has expired', colour: 'danger' }])
  })

  it('should toast the connection message for a 500, whatever its body says', async () => {
    answer(500, { error: 'boom' })
    await expect(api.get('health')).rejects.toMatchObject({ status: 500 })
    expect(toasts).toEqual([
      { message: 'Error connecting to server, please try again later', colour: 'danger' },
    ])
  })

  it('should toast the connection message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(api.get('health')).rejects.toMatchObject({ status: 0 })
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Error connecting to server, please try again later',
    ])
  })

  it('should show flash_msg in its colour and navigate on redirect', async () => {
    answer(200, { ok: true, flash_msg: 'Saved', flash_colour: 'success', redirect: '/admin/users' })
    await api.put('proxy/user/1.json', {})
    expect(toasts).toEqual([{ message: 'Saved', colour: 'success' }])
    expect(navigations).toEqual(['/admin/users'])
  })

  it('should show only the flash message of an error that carries one', async () => {
    answer(400, { error: 'Nope', flash_msg: 'Look here', flash_colour: 'warning' })
    await expect(api.post('x', {})).rejects.toBeInstanceOf(ApiError)
    expect(toasts).toEqual([{ message: 'Look here', colour: 'warning' }])
  })

  it('should load a whole page for redirect_window', async () => {
    answer(200, { redirect_window: 'https://example.com/pay' })
    await api.get('x')
    expect(assigned).toEqual(['https://example.com/pay'])
    expect(navigations).toEqual([])
  })

  it('should report a 401 as signed out, quietly', async () => {
    answer(401, { error: 'Not signed in' })
    await expect(api.get('proxy/users.json')).rejects.toMatchObject({ status: 401 })
    expect(signedOut).toBe(1)
    expect(toasts).toEqual([])
  })

  it('should not toast or report sign-out for a quiet request', async () => {
    answer(401, { error: 'Not signed in' })
    await expect(api.get('sessions/me', { quiet: true })).rejects.toMatchObject({ status: 401 })
    expect(signedOut).toBe(0)
    expect(toasts).toEqual([])
  })
})
