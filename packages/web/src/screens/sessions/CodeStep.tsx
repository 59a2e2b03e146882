import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import { ApiError } from '../../api/client.ts'
import { CodeInput } from '../../components/CodeInput.tsx'
import { Field } from '../../components/Field.tsx'
import { t } from '../../i18n/index.ts'
import { refreshMe } from '../../session/session.ts'
import { codeError } from './validation.ts'

/**
 * The code step of signing in and of registering: the one-time code we emailed as typed, its problem (checked as
 * typed, then the server's), and `enter`, which sends it (`send`), reads the session again and opens `href`. `busy`
 * stays on once in, as the page leaves; the screen may use it for its other steps too.
 */
export function useCodeEntry(send: (code: string) => Promise<unknown>, href: string) {
  const router = useRouter()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function enter(event: FormEvent) {
    event.preventDefault()
    const problem = codeError(code)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await send(code)
      await refreshMe()
      await router.navigate({ href, replace: true })
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message)
      setBusy(false)
    }
  }

  /** A new code is on its way: the step starts blank. */
  function restart() {
    setCode('')
    setError(undefined)
  }

  return { code, setCode, error, busy, setBusy, enter, restart }
}

/** The code step's form: `above` the title, what was emailed (`intro`), the code, `submit`, then `children`. */
export function CodeStep({
  entry,
  above,
  title,
  intro,
  submit,
  children,
}: {
  entry: ReturnType<typeof useCodeEntry>
  above?: ReactNode
  title: string
  intro: string
  submit: string
  children: ReactNode
}) {
  return (
    <form onSubmit={entry.enter} noValidate>
      <Flex direction="column" gap="4">
        {above}
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <Text color="gray" size="2">
          {intro}
        </Text>
        <Field label={t('sessions.code')} htmlFor="code" error={entry.error}>
          <CodeInput id="code" value={entry.code} onChange={entry.setCode} invalid={Boolean(entry.error)} />
        </Field>
        <Button type="submit" size="3" loading={entry.busy}>
          {submit}
        </Button>
        {children}
      </Flex>
    </form>
  )
}
