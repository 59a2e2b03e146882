import { CheckIcon, CopyIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Dialog, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { t } from '../../../i18n/index.ts'

type Props = { token: string; onDone: () => void }

/** The new token, shown once: the server keeps only its hash. */
export function TokenDialog({ token, onDone }: Props) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    await navigator.clipboard.writeText(token)
    setCopied(true)
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
          <Flex gap="3" align="center">
            <Text size="2" className="token-box" data-testid="api-token" style={{ flex: 1 }}>
              {token}
            </Text>
            <Button variant="soft" onClick={() => void copy()} aria-label={t('common.copy')}>
              {copied ? <CheckIcon /> : <CopyIcon />}
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          </Flex>
        </Card>
        <Flex justify="end" mt="5">
          <Button onClick={onDone}>{t('apiusers.done')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
