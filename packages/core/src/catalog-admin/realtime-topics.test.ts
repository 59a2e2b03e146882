import { describe, expect, it } from 'vitest'
import { isRealtimeKind, updateTopic } from './realtime-topics.ts'

describe('realtime topics', () => {
  it('should name the topic updates/{company_id}/{kind}', () => {
    expect(updateTopic(7, 'products')).toBe('updates/7/products')
    expect(updateTopic(7, 'registertemplate_3')).toBe('updates/7/registertemplate_3')
  })

  it.each([
    'products',
    'prices',
    'poscodes',
    'promotions',
    'reasons',
    'fulfillment',
    'register_12',
    'registertemplate_1',
    'fulfillment_4',
  ])('should know the kind %s', (kind) => {
    expect(isRealtimeKind(kind)).toBe(true)
  })

  it.each(['', 'product', 'register_', 'register_x', 'users', 'products/1'])('should refuse %o', (kind) => {
    expect(isRealtimeKind(kind)).toBe(false)
  })
})
