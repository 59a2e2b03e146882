import '@radix-ui/themes/styles.css'
import './app.css'
import { Theme } from '@radix-ui/themes'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster } from 'sonner'
import { initLanguage } from './i18n/index.ts'
import { watchChunkLoads } from './pwa/chunk-timeout.ts'
import { PwaDialogs } from './pwa/PwaDialogs.tsx'
import { requestPersistentStorage } from './pwa/persist.ts'
import { startServiceWorker } from './pwa/register-sw.ts'
import { registerTerminalTenders } from './register/terminal/terminal-tenders.tsx'
import { router } from './router.ts'

initLanguage()
// Card terminals (Linkly, Adyen, tap to pay) as register tenders, before the sale screen lists tenders.
registerTerminalTenders()
// Spec 9: installable and offline (precached app, update check, chunk time-out, storage that lasts).
startServiceWorker()
watchChunkLoads(router)
void requestPersistentStorage()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Spec 9: light theme, purple accent, left to right. */}
    <Theme
      className="app-theme"
      appearance="light"
      accentColor="purple"
      grayColor="mauve"
      radius="medium"
      scaling="100%"
    >
      <RouterProvider router={router} />
      <PwaDialogs />
      <Toaster position="bottom-right" richColors closeButton />
    </Theme>
  </StrictMode>,
)
