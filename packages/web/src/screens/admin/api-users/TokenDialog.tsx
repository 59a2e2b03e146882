import { CheckIcon, CopyIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Dialog, Flex, Text } from '@radix-ui/themes'
import { useRef, useState } from 'react'
import { t } from '../../../i18n/index.ts'

type Props = { token: string; onDone: () => void }

/** The new token, shown once: the server keeps only its hash. */
export function TokenDialog({ token, onDone }: Props) {
  const [copied, setCopied] = useState(false)
  const tokenText = useRef<HTMLParagraphElement>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(token)
      setCopied(true)
    } catch {
      // No clipboard (plain http on another host): select the token so Ctrl+C copies it.
      if (tokenText.current) window.getSelection()?.selectAllChildren(tokenText.current)
    }
  }
  return (
    <Dialog.Root open>
      <Dialog.Content
        maxWidth="560px"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <Dialog.Title>{t('apiusers.token')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('apiusers.token_usage')}
        </Dialog.Description>
        <Callout.Root color="amber" mb="4">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">{t('apiusers.token_once')}</Callout.Text>
        </Callout.Root>
        <Card variant="surface">
          <Text as="p" size="2" className="token-box" data-testid="api-token" ref={tokenText}>
            {token}
          </Text>
        </Card>
        <Flex justify="between" align="center" mt="5" gap="3">
          <Button variant="soft" onClick={() => void copy()}>
            {copied ? <CheckIcon /> : <CopyIcon />}
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
          <Button onClick={onDone}>{t('apiusers.done')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
