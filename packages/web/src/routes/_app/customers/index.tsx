import { createFileRoute, redirect } from '@tanstack/react-router'

/** /customers opens the customer list (spec 2 /customers: customers, /new, /{id}). */
export const Route = createFileRoute('/_app/customers/')({
  beforeLoad: () => {
    throw redirect({ to: '/customers/customers' })
  },
})
