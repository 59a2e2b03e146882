import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.ts'

describe('safeRedirect (the route remembered for after sign-in)', () => {
  it('should keep a path of this app with its query', () => {
    expect(safeRedirect('/admin/users?status=active')).toBe('/admin/users?status=active')
  })

  it('should refuse other sites, non-strings and /sessions pages', () => {
    expect(safeRedirect('//evil.example/x')).toBeUndefined()
    expect(safeRedirect('https://evil.example')).toBeUndefined()
    expect(safeRedirect(42)).toBeUndefined()
    expect(safeRedirect('/sessions/sign-out')).toBeUndefined()
  })
})
