import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { getRouteApi } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { t } from '../../i18n/index.ts'
import { CodeStep, useCodeEntry } from './CodeStep.tsx'
import { OtherSessionLink, SessionField } from './SessionParts.tsx'
import { emailError } from './validation.ts'

const route = getRouteApi('/sessions/sign-in')

/** Sign-in (spec 2): email, then the one-time code we email, then into the app. */
export function SignIn() {
  const search = route.useSearch()
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const entry = useCodeEntry(
    (code) => api.post('sessions/verify', { email: email.trim(), code }),
    search.redirect ?? '/dashboard',
  )
  const { busy, setBusy } = entry

  async function sendCode(event: FormEvent) {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await api.post('sessions/sign-in', { email: email.trim() })
      entry.restart()
      setStep('code')
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    setBusy(true)
    try {
      await api.post('sessions/sign-in', { email: email.trim() })
      showToast(t('sessions.sign_in.resent', { email: email.trim() }), 'success')
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }

  if (step === 'email') {
    return (
      <form onSubmit={sendCode} noValidate>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {t('sessions.sign_in.title')}
          </Heading>
          <Text color="gray" size="2">
            {t('sessions.sign_in.intro')}
          </Text>
          <SessionField
            id="email"
            label={t('sessions.email')}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={t('sessions.email_placeholder')}
            value={email}
            onChange={setEmail}
            error={error}
          />
          <Button type="submit" size="3" loading={busy}>
            {t('sessions.sign_in.send_code')}
          </Button>
          <OtherSessionLink
            question={t('sessions.sign_in.no_company')}
            to="/sessions/create-company"
            label={t('sessions.sign_in.create_company')}
          />
        </Flex>
      </form>
    )
  }

  return (
    <CodeStep
      entry={entry}
      title={t('sessions.sign_in.title')}
      intro={t('sessions.sign_in.code_sent', { email: email.trim() })}
      submit={t('sessions.sign_in.verify')}
    >
      <Flex justify="between" wrap="wrap" gap="2">
        <Button type="button" variant="ghost" onClick={() => void resend()} disabled={busy}>
          {t('sessions.sign_in.resend')}
        </Button>
        <Button type="button" variant="ghost" color="gray" onClick={() => setStep('email')}>
          {t('sessions.sign_in.other_email')}
        </Button>
      </Flex>
    </CodeStep>
  )
}
