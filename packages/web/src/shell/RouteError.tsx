import { Button, Callout, Flex } from '@radix-ui/themes'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { ApiError } from '../api/client.ts'
import { t } from '../i18n/index.ts'
import { isChunkLoadError } from '../pwa/chunk-timeout.ts'

/** A screen that failed to load: the server's message (already toasted) and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  // A screen's code that did not load (spec 9's chunk-load error): trying again means loading the page again.
  const chunk = isChunkLoadError(error)
  const message = chunk
    ? t('pwa.chunk.message')
    : error instanceof ApiError
      ? error.message
      : t('error.unexpected')
  return (
    <Flex p="6" direction="column" gap="4" align="start">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      <Button variant="soft" onClick={() => (chunk ? window.location.reload() : void router.invalidate())}>
        {t('common.retry')}
      </Button>
    </Flex>
  )
}
