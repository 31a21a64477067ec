// Every mutation hook in this folder decides what a change makes stale and refreshes it before
// the screen's own callback runs, so a toast or a closed dialog always shows fresh data.

type Callback = (...args: never[]) => unknown

/** `options` with `refresh` run first on success (and on error too, with `onError: true`). */
export function refreshFirst<O extends { onSuccess?: Callback; onError?: Callback }>(
  refresh: () => Promise<unknown>,
  options: O | undefined,
  { onError = false }: { onError?: boolean } = {},
): O {
  type SuccessArgs = Parameters<NonNullable<O['onSuccess']>>
  type ErrorArgs = Parameters<NonNullable<O['onError']>>
  return {
    ...options,
    onSuccess: async (...args: SuccessArgs) => {
      await refresh()
      return options?.onSuccess?.(...args)
    },
    ...(onError
      ? {
          onError: async (...args: ErrorArgs) => {
            await refresh()
            return options?.onError?.(...args)
          },
        }
      : {}),
  } as O
}
