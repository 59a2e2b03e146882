import { createFileRoute } from '@tanstack/react-router'
import { Calendar } from '../../../screens/books/Calendar.tsx'

export const Route = createFileRoute('/_app/admin/calendar')({ component: Calendar })
