import { toast } from 'sonner'

/** How long a toast stays (spec 9: 4000 ms). */
export const TOAST_MS = 4000

export type ToastColour = 'danger' | 'success' | 'warning' | 'info'

/** Server colours (`flash_colour`) come in Bootstrap-like or plain names; map them onto our four. */
export function toastColour(colour: string | undefined): ToastColour {
  switch (colour?.toLowerCase()) {
    case 'danger':
    case 'error':
    case 'red':
      return 'danger'
    case 'success':
    case 'green':
      return 'success'
    case 'warning':
    case 'orange':
    case 'amber':
    case 'yellow':
      return 'warning'
    default:
      return 'info'
  }
}

export function showToast(message: string, colour: ToastColour): void {
  const options = { duration: TOAST_MS }
  if (colour === 'danger') toast.error(message, options)
  else if (colour === 'success') toast.success(message, options)
  else if (colour === 'warning') toast.warning(message, options)
  else toast.info(message, options)
}
