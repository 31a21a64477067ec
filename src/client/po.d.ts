// A catalogue file, compiled by Lingui's Vite plugin when a language is first used.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
