import { readFileSync } from 'node:fs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The product's version is the root package.json's; /about shows it beside the server's. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

export default defineConfig({
  plugins: [
    // The router plugin must run before React's: it generates src/routeTree.gen.ts and splits each route's
    // component into its own chunk (so the dashboard's chart never loads on the sign-in page).
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
    react(),
    // Spec 9: installable, and the whole app (shell, every route's lazy chunk, the sync worker) precached so
    // that a register that was online once starts and sells with no connection. Updates wait for the user's
    // OK in the update modal (src/pwa), so the service worker is registered by our code, not injected.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Point of Sale',
        short_name: 'POS',
        description: 'Register and back office for retail chains, selling with or without a connection.',
        start_url: '/register/sale',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#8e4ec6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff,woff2,wasm,webmanifest}'],
        // The register's code must all be there offline: no chunk is too big to precache.
        maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  server: {
    // As the server sends them (security-headers.ts): cross-origin isolated, so the register shares memory with
    // its sync worker.
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
})
