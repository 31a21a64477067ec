import { QueryClient } from '@tanstack/react-query'
import { createTRPCClient } from '@trpc/client'
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query'
import type { AppRouter } from '~/server/api/root'
import { offlineLink } from './offline-cache'

export const trpc = createTRPCReact<AppRouter>()

// docs/architecture.md#client-data: no retries, no refetch on focus, data treated as fresh until a mutation invalidates it.
// Never paused while the browser says it is offline (TanStack Query's default): offline, reads
// are answered from the device and training writes go to the device's queue
// (docs/architecture.md#offline).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
})

const links = [
  // Reads answered from the device when the network fails (docs/architecture.md#offline).
  offlineLink,
  httpBatchLink({
    url: '/trpc',
    // Must not exceed the server's cap (src/server/app.ts TRPC_MAX_BATCH).
    maxItems: 20,
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
  }),
]

export const trpcClient = trpc.createClient({ links })

/** The same links outside React: the offline queue sends with it. */
export const trpcVanilla = createTRPCClient<AppRouter>({ links })

export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient })
export type TrpcUtils = typeof trpcUtils
