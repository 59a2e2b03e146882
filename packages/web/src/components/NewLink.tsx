import { PlusIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'

/** The way from a list to a new record of it (a user, a store's register): a button with a plus and `label`. */
export function NewLink({
  to,
  params,
  label,
  variant,
}: {
  /** The path, e.g. '/admin/user/new' or '/register/stores/$id/new' with its `params`. */
  to: string
  params?: Record<string, string>
  label: string
  /** Soft beside a page's main action; solid (the default) when it is the page's main action. */
  variant?: 'soft'
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to as never} {...(params ? { params: params as never } : {})}>
        <PlusIcon />
        {label}
      </Link>
    </Button>
  )
}
