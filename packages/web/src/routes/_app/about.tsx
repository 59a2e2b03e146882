import { createFileRoute } from '@tanstack/react-router'
import { About } from '../../screens/about/About.tsx'

export const Route = createFileRoute('/_app/about')({
  component: About,
})
