// The first half of the walk of every screen (screens-walk.ts).
import { walkScreens } from './screens-walk.ts'

walkScreens(0)
