import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { t } from '../../i18n/index.ts'
import { type Outcome, partnersApi } from './partners-api.ts'

/** Runs a partner action and keeps its sentence (the server's refusal included) for the page to show. */
export function usePartnerAction(after: () => void) {
  const [busy, setBusy] = useState<string>()
  const [result, setResult] = useState<Outcome>()
  async function run<T>(name: string, path: string, body: unknown = {}): Promise<(T & Outcome) | undefined> {
    setBusy(name)
    try {
      const answer = await partnersApi.act<T>(path, body)
      setResult(answer)
      return answer
    } catch (error) {
      setResult({ ok: false, message: refusalOf(error)?.message ?? t('error.unexpected') })
      return undefined
    } finally {
      setBusy(undefined)
      after()
    }
  }
  return { busy, result, run }
}
