import type { Messages } from '@lingui/core'

export declare function serverCatalogues(): Record<string, Messages>
export declare function serverCatalogueModule(): string
