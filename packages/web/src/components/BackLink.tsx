import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { t } from '../i18n/index.ts'

/** The way back from a screen to the one it was opened from (its list, its store): Back, unless `label` says more. */
export function BackLink({
  to,
  params,
  label = t('common.back'),
}: {
  /** The path, e.g. '/admin/users' or '/register/stores/$id' with its `params`. */
  to: string
  params?: Record<string, string>
  label?: string
}) {
  return (
    <Button asChild variant="soft" color="gray">
      <Link to={to as never} {...(params ? { params: params as never } : {})}>
        <ArrowLeftIcon />
        {label}
      </Link>
    </Button>
  )
}
