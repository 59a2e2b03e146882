import { itemAt, type PlaylistItem } from '@pos/core'
import { Box, Callout, Flex, Heading, Text, Theme } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { t } from '../../i18n/index.ts'
import { askServer, type ScreenAnswer, sendHeartbeat } from './screen-api.ts'

/** How often an unpaired screen asks whether it was claimed, and a paired one for new playlists (ms). */
const WAITING_POLL_MS = 3_000
const PLAYING_POLL_MS = 30_000

/**
 * The seconds since the screen started playing what `playing` names, ticking once a second. A new value (the
 * screen was just paired, or given another playlist) starts again from 0, so a loop begins at its first item.
 */
function useElapsed(playing: string): number {
  const [start, setStart] = useState(() => ({ playing, at: Date.now() }))
  const [now, setNow] = useState(start.at)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (start.playing !== playing) {
    const at = Date.now()
    setStart({ playing, at })
    setNow(at)
    return 0
  }
  return Math.max(0, Math.floor((now - start.at) / 1000))
}

function Visual({ item }: { item: PlaylistItem }) {
  if (item.url && item.type === 'video') {
    return (
      <video
        key={item.url}
        src={item.url}
        autoPlay
        muted
        loop
        style={{ maxWidth: '100%', maxHeight: '80vh' }}
      />
    )
  }
  if (item.url && item.type === 'image') {
    return <img src={item.url} alt={item.name} style={{ maxWidth: '100%', maxHeight: '80vh' }} />
  }
  return (
    <Heading size="9" align="center">
      {item.name}
    </Heading>
  )
}

/**
 * /media-player/screen, opened on the device: shows a pair code until someone claims it in the back office, then
 * loops its video playlist (each item for its seconds, core's itemAt) and plays its audio playlist.
 */
export function PlayerScreen() {
  const [answer, setAnswer] = useState<ScreenAnswer>()
  const [offline, setOffline] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    async function poll() {
      try {
        const next = await askServer(controller.signal)
        setAnswer(next)
        setOffline(false)
        if (next.paired) await sendHeartbeat(controller.signal)
        if (controller.signal.aborted) return
        timer = setTimeout(poll, next.paired ? PLAYING_POLL_MS : WAITING_POLL_MS)
      } catch {
        if (controller.signal.aborted) return
        setOffline(true)
        timer = setTimeout(poll, WAITING_POLL_MS)
      }
    }
    void poll()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [])

  const video = answer?.paired ? (answer.video?.items ?? []) : []
  const audio = answer?.paired ? (answer.audio?.items ?? []) : []
  const elapsed = useElapsed(JSON.stringify([video, audio]))
  const showing = itemAt(video, elapsed)
  const hearing = itemAt(audio, elapsed)
  const heard = hearing ? audio[hearing.index] : undefined

  return (
    <Theme appearance="dark" accentColor="indigo">
      <Flex
        direction="column"
        align="center"
        justify="center"
        gap="5"
        p="6"
        style={{ minHeight: '100vh', background: 'var(--gray-1)' }}
        data-testid="player-screen"
      >
        {offline && (
          <Callout.Root color="amber">
            <Callout.Text>{t('media.screen_offline')}</Callout.Text>
          </Callout.Root>
        )}
        {!answer ? (
          <Text>{t('common.loading')}</Text>
        ) : !answer.paired ? (
          <>
            <Heading size="6">{t('media.screen_title')}</Heading>
            <Text size="4" align="center" style={{ maxWidth: 560 }}>
              {t('media.screen_code')}
            </Text>
            <Box p="5" style={{ border: '2px solid var(--accent-9)', borderRadius: 12 }}>
              <Text size="9" weight="bold" style={{ letterSpacing: '0.3em' }} data-testid="pair-code">
                {answer.code}
              </Text>
            </Box>
            <Text>
              {t('media.screen_expires', {
                time: new Intl.DateTimeFormat('en-AU', { timeStyle: 'short' }).format(
                  new Date(answer.expires),
                ),
              })}
            </Text>
            <Text>{t('media.screen_waiting')}</Text>
          </>
        ) : showing ? (
          <>
            <Visual item={video[showing.index]!} />
            <Text size="2" data-testid="now-playing">
              {answer.player.name} · {video[showing.index]!.name}
            </Text>
          </>
        ) : (
          <Text size="5" data-testid="now-playing">
            {t('media.screen_nothing', { name: answer.player.name })}
          </Text>
        )}
        {heard?.url && (
          // biome-ignore lint/a11y/useMediaCaption: background music in a shop; a playlist item has no captions.
          <audio key={heard.url} src={heard.url} autoPlay />
        )}
      </Flex>
    </Theme>
  )
}
