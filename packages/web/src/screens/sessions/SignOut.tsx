import { Flex, Spinner, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { t } from '../../i18n/index.ts'
import { clearMe } from '../../session/session.ts'

/** Ends the session on the server, forgets the user here, and shows the sign-in page. */
export function SignOut() {
  const router = useRouter()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // Forget the user first: the server's answer redirects to sign-in, which must see us signed out.
    clearMe()
    api
      .post('sessions/sign-out')
      .then(() => showToast(t('sessions.signed_out'), 'success'))
      .catch(() => {})
      .finally(() => {
        void router.navigate({ to: '/sessions/sign-in', replace: true })
      })
  }, [router])
  return (
    <Flex align="center" justify="center" gap="3" py="6">
      <Spinner size="3" />
      <Text color="gray">{t('sessions.signing_out')}</Text>
    </Flex>
  )
}
