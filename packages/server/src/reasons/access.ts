// The declaration lives with every route's in http/access.ts; kept here where the routes import it from.
export { requireAny } from '../http/access.ts'
