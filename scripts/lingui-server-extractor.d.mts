import type { ExtractorType } from '@lingui/conf'

export declare const serverExtractor: ExtractorType
