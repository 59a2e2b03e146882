import { PlayerPairedSchema, playlistResource } from '@pos/core'
import { Button, Card, Flex, Grid, Select, Text } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { answers } from '../../api/answers.ts'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { listStores } from '../../api/resources.ts'
import { showToast } from '../../api/toast.ts'
import { Field } from '../../components/Field.tsx'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

const NONE = 'none'
const playlists = resourceClient(playlistResource)

type Form = {
  code: string
  name: string
  store_id: string
  video_playlist_id: string
  audio_playlist_id: string
}

function idOrNull(value: string): number | null {
  return value === NONE || value === '' ? null : Number(value)
}

/**
 * /media-player/players/pair: the code a screen shows (it opened /media-player/screen), the player's name, its
 * store and playlists. Pairing claims the screen and opens the new player.
 */
export function PairPlayer() {
  const navigate = useNavigate()
  const stores = useRequest((signal) => listStores({ signal }), [])
  const lists = useRequest((signal) => playlists.list({ limit: 250, sort: 'name' }, { signal }), [])
  const [form, setForm] = useState<Form>({
    code: '',
    name: '',
    store_id: NONE,
    video_playlist_id: NONE,
    audio_playlist_id: NONE,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  async function pair() {
    setBusy(true)
    setErrors({})
    try {
      const answer = await answers.post(
        PlayerPairedSchema,
        'media-player/pair',
        {
          code: form.code,
          name: form.name,
          store_id: idOrNull(form.store_id),
          video_playlist_id: idOrNull(form.video_playlist_id),
          audio_playlist_id: idOrNull(form.audio_playlist_id),
        },
        { quiet: true },
      )
      showToast(t('media.paired'), 'success')
      await navigate({ to: '/media-player/players/$id', params: { id: String(answer.mediaplayer.id) } })
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) setErrors({ [refusal.field ?? 'code']: refusal.message })
      else showToast(t('error.connection'), 'danger')
    } finally {
      setBusy(false)
    }
  }

  const choice = (
    key: 'store_id' | 'video_playlist_id' | 'audio_playlist_id',
    options: { id: number; name: string }[],
  ) => (
    <Select.Root value={form[key]} onValueChange={set(key)}>
      <Select.Trigger id={`pair-${key}`} />
      <Select.Content>
        <Select.Item value={NONE}>
          <Text color="gray">{t('media.none')}</Text>
        </Select.Item>
        {options.map((option) => (
          <Select.Item key={option.id} value={String(option.id)}>
            {option.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
  const address = `${window.location.origin}/media-player/screen`

  return (
    <>
      <PageHeader title={t('media.pair_title')} description={t('media.pair_description', { address })} />
      <Card size="3" style={{ maxWidth: 760 }}>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4" mb="4">
          <TextInputField
            id="pair-code"
            label={t('media.code')}
            value={form.code}
            maxLength={20}
            autoComplete="off"
            placeholder="ABC123"
            style={{ textTransform: 'uppercase', letterSpacing: '0.2em' }}
            onChange={(text) => set('code')(text)}
            error={errors.code}
          />
          <TextInputField
            id="pair-name"
            label={t('media.name')}
            value={form.name}
            maxLength={100}
            onChange={(text) => set('name')(text)}
            error={errors.name}
          />
          <Field label={t('media.store')} htmlFor="pair-store_id" error={errors.store_id}>
            {choice('store_id', stores.data ?? [])}
          </Field>
          <div />
          <Field
            label={t('media.video_playlist')}
            htmlFor="pair-video_playlist_id"
            error={errors.video_playlist_id}
          >
            {choice('video_playlist_id', lists.data?.rows ?? [])}
          </Field>
          <Field
            label={t('media.audio_playlist')}
            htmlFor="pair-audio_playlist_id"
            error={errors.audio_playlist_id}
          >
            {choice('audio_playlist_id', lists.data?.rows ?? [])}
          </Field>
        </Grid>
        <Flex justify="end">
          <Button onClick={pair} disabled={busy}>
            {t('media.pair')}
          </Button>
        </Flex>
      </Card>
    </>
  )
}
