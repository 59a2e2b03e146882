import rootPackage from '../../../package.json' with { type: 'json' }

/** The product's version: the root package.json's, bundled in at build time. */
export const VERSION: string = rootPackage.version
