import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons'
import { IconButton, type IconButtonProps } from '@radix-ui/themes'

/**
 * The arrows that move one row of an ordered list (a document's lines, a menu's screens, a playlist, a job's steps)
 * a place up (-1) or down (+1); the first cannot go up, the last cannot go down. `labels` name them for screen
 * readers; `look` is the screen's own size, variant and colour.
 */
export function MoveButtons({
  index,
  count,
  labels,
  onMove,
  look = {},
}: {
  index: number
  count: number
  labels: { up: string; down: string }
  onMove: (by: -1 | 1) => void
  look?: Pick<IconButtonProps, 'size' | 'variant' | 'color'>
}) {
  return (
    <>
      <IconButton
        type="button"
        {...look}
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        type="button"
        {...look}
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon />
      </IconButton>
    </>
  )
}
