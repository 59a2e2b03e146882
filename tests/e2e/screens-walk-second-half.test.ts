// The second half of the walk of every screen (screens-walk.ts).
import { walkScreens } from './screens-walk.ts'

walkScreens(1)
