import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PARTNER_MESSAGES } from './partner-payloads.ts'
import { PARTNER_SCHEMAS, partnerUnavailable } from './partner-settings.ts'

describe('whether a partner may be called', () => {
  const klaviyo = (enabled: boolean) => v.parse(PARTNER_SCHEMAS.klaviyo, { enabled })
  const cloudPrint = (enabled: boolean) => v.parse(PARTNER_SCHEMAS['cloud-print'], { enabled })

  it('should say what is missing before whether it is switched on', () => {
    expect(partnerUnavailable('klaviyo', klaviyo(false), {})).toBe('Please enter the API key')
    expect(partnerUnavailable('klaviyo', klaviyo(true), { api_key: false })).toBe('Please enter the API key')
  })

  it('should name a partner that is set up but switched off, cloud print in the spec words', () => {
    expect(partnerUnavailable('klaviyo', klaviyo(false), { api_key: true })).toBe(
      'Klaviyo is not enabled in its settings',
    )
    expect(partnerUnavailable('cloud-print', cloudPrint(false), { api_key: true })).toBe(
      PARTNER_MESSAGES.cloudPrintOff,
    )
  })

  it('should let a partner that is set up and switched on be called', () => {
    expect(partnerUnavailable('klaviyo', klaviyo(true), { api_key: true })).toBeNull()
    expect(partnerUnavailable('cloud-print', cloudPrint(true), { api_key: true })).toBeNull()
  })
})
