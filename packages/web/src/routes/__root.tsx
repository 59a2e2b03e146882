import { createRootRoute, Outlet } from '@tanstack/react-router'
import { NotFound } from '../shell/NotFound.tsx'
import { RouteError } from '../shell/RouteError.tsx'

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})
