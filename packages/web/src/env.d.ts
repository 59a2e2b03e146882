/** The root package.json's version, injected by Vite's `define` at build time. */
declare const __APP_VERSION__: string
