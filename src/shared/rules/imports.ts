// Importing another app's history (docs/product.md#import): the apps whose exports we read and
// the states an import goes through. One home for the server and the profile's Import history.

export const IMPORT_SOURCES = ['strong', 'hevy', 'fitnotes'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]
