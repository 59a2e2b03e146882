import {
  MAX_PLAYLIST_ITEMS,
  moveItem,
  PLAYLIST_ITEM_TYPES,
  type PlaylistItem,
  type PlaylistItemType,
  playlistResource,
  playlistSeconds,
} from '@pos/core'
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons'
import { Button, Card, Flex, IconButton, Select, Skeleton, Text, TextField } from '@radix-ui/themes'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DeleteAction, TextInputField } from '../../components/FormFields.tsx'
import { MoveButtons } from '../../components/MoveButtons.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

const client = resourceClient(playlistResource)

/** An item as edited: the duration as typed. */
type Line = { type: PlaylistItemType; name: string; url: string; duration: string }

function lengthText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`
}

/**
 * /media-player/playlists/new and /{id}: a playlist's name and its items in play order (type, name, address,
 * seconds), moved up and down, added and removed; a refusal shows under the items or the name.
 */
export function PlaylistEdit({ id }: { id: number | null }) {
  const navigate = useNavigate()
  const saved = useRequest(id === null ? null : (signal) => client.get(id, { signal }), [id])
  const [name, setName] = useState('')
  const [lines, setLines] = useState<Line[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!saved.data) return
    setName(saved.data.name)
    setLines(
      saved.data.items.map((item) => ({ ...item, url: item.url ?? '', duration: String(item.duration) })),
    )
  }, [saved.data])

  const items = lines.map((line) => ({ ...line, duration: Number(line.duration) || 0 }))
  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)))

  async function save() {
    setBusy(true)
    setErrors({})
    const body = {
      name,
      items: lines.map((line) => ({
        type: line.type,
        name: line.name,
        url: line.url,
        duration: /^\d+$/.test(line.duration.trim()) ? Number(line.duration) : Number.NaN,
      })) as PlaylistItem[],
    }
    try {
      if (id === null) {
        const row = await client.create(body, { quiet: true })
        showToast(t('media.saved'), 'success')
        await navigate({ to: '/media-player/playlists/$id', params: { id: String(row.id) } })
      } else {
        await client.update(id, body, { quiet: true })
        showToast(t('media.saved'), 'success')
      }
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal)
        setErrors({
          [refusal.field?.startsWith('items') ? 'items' : (refusal.field ?? 'name')]: refusal.message,
        })
      else showToast(t('error.connection'), 'danger')
    } finally {
      setBusy(false)
    }
  }

  if (id !== null && !saved.data) return saved.failed ? null : <Skeleton height="240px" />

  return (
    <>
      <PageHeader
        title={id === null ? t('media.playlist_new') : name || t('media.playlist_new')}
        actions={
          <>
            <BackLink to="/media-player/playlists" />
            {id !== null && (
              <DeleteAction
                body={t('media.delete_confirm')}
                remove={() => client.remove(id)}
                deleted={t('media.deleted')}
                leave={() => navigate({ to: '/media-player/playlists' })}
              />
            )}
          </>
        }
      />
      <Card size="3" mb="4" style={{ maxWidth: 480 }}>
        <TextInputField
          id="playlist-name"
          label={t('media.playlist_name')}
          value={name}
          maxLength={100}
          onChange={setName}
          error={errors.name}
        />
      </Card>
      <Card size="3" mb="4">
        <Flex justify="between" align="center" mb="3" wrap="wrap" gap="2">
          <Text weight="bold">{t('media.items')}</Text>
          <Text size="2" color="gray" data-testid="playlist-length">
            {t('media.total_length', { length: lengthText(playlistSeconds(items)) })}
          </Text>
        </Flex>
        {lines.length === 0 ? (
          <Text as="p" size="2" color="gray" mb="3">
            {t('media.no_items')}
          </Text>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <DataTable
              size="1"
              mb="3"
              columns={[
                { header: '#', width: '40px', cell: (_line, index) => index + 1 },
                {
                  header: t('media.item_type'),
                  width: '120px',
                  cell: (line, index) => (
                    <Select.Root
                      value={line.type}
                      onValueChange={(type) => change(index, { type: type as PlaylistItemType })}
                    >
                      <Select.Trigger aria-label={`${t('media.item_type')} ${index + 1}`} />
                      <Select.Content>
                        {PLAYLIST_ITEM_TYPES.map((type) => (
                          <Select.Item key={type} value={type}>
                            {t(`media.${type}`)}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  ),
                },
                {
                  header: t('media.item_name'),
                  cell: (line, index) => (
                    <TextField.Root
                      aria-label={`${t('media.item_name')} ${index + 1}`}
                      value={line.name}
                      maxLength={100}
                      onChange={(e) => change(index, { name: e.target.value })}
                    />
                  ),
                },
                {
                  header: t('media.item_url'),
                  style: { minWidth: 160 },
                  cell: (line, index) => (
                    <TextField.Root
                      aria-label={`${t('media.item_url')} ${index + 1}`}
                      value={line.url}
                      maxLength={2000}
                      placeholder="https://"
                      onChange={(e) => change(index, { url: e.target.value })}
                    />
                  ),
                },
                {
                  header: t('media.item_duration'),
                  width: '90px',
                  cell: (line, index) => (
                    <TextField.Root
                      aria-label={`${t('media.item_duration')} ${index + 1}`}
                      value={line.duration}
                      inputMode="numeric"
                      onChange={(e) => change(index, { duration: e.target.value })}
                    />
                  ),
                },
                {
                  key: 'actions',
                  header: null,
                  width: '110px',
                  cell: (_line, index) => (
                    <Flex gap="1">
                      <MoveButtons
                        index={index}
                        count={lines.length}
                        labels={{
                          up: `${t('media.move_up')} ${index + 1}`,
                          down: `${t('media.move_down')} ${index + 1}`,
                        }}
                        onMove={(by) => setLines(moveItem(lines, index, index + by))}
                        look={{ size: '1', variant: 'ghost' }}
                      />
                      <IconButton
                        size="1"
                        variant="ghost"
                        color="red"
                        aria-label={`${t('media.remove_item')} ${index + 1}`}
                        onClick={() => setLines(lines.filter((_, i) => i !== index))}
                      >
                        <Cross2Icon />
                      </IconButton>
                    </Flex>
                  ),
                },
              ]}
              rows={lines}
              // The position is the item's identity in the editor.
              rowKey={(_line, index) => index}
              rowAlign="center"
            />
          </div>
        )}
        {errors.items && (
          <Text as="p" size="1" color="red" role="alert" mb="3">
            {errors.items}
          </Text>
        )}
        <Flex justify="between" gap="3" wrap="wrap">
          <Button
            variant="soft"
            disabled={lines.length >= MAX_PLAYLIST_ITEMS}
            onClick={() => setLines([...lines, { type: 'video', name: '', url: '', duration: '10' }])}
          >
            <PlusIcon /> {t('media.add_item')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {t('media.save')}
          </Button>
        </Flex>
      </Card>
    </>
  )
}
