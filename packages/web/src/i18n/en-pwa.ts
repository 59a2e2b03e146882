/** The installable app (packages/web/src/pwa): English text, spread into `en`. */
export const enPwa = {
  'pwa.update.title': 'Update available',
  // Spec 9, to the letter.
  'pwa.update.message': 'Looks like the system has been updated click OK to update.',
  'pwa.update.ok': 'OK',
  'pwa.chunk.title': 'Part of the app did not load',
  'pwa.chunk.message':
    'A part of the app took more than 2 minutes to load or failed to load. Check the connection and try again.',
  'pwa.storage.refused':
    'This browser may clear the offline data when space runs short: persistent storage was refused. Install the app or allow storage for this site.',
} as const
