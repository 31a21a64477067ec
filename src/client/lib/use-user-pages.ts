import { keepPreviousData } from '@tanstack/react-query'
import type { Role } from '~/shared/roles'
import { trpc } from './trpc'

export const USER_PAGE_SIZE = 50

/**
 * Users searched and paged on the server (docs/product.md#search big lists): one page of USER_PAGE_SIZE at a
 * time, the next asked for with the last id as cursor only when a page came back full.
 * While a new search runs, the previous results stay on screen.
 */
export function useUserPages({ query, role }: { query: string; role?: Role }) {
  const result = trpc.admin.users.useInfiniteQuery(
    { query: query || undefined, role, limit: USER_PAGE_SIZE },
    {
      getNextPageParam: (page) =>
        page.length === USER_PAGE_SIZE ? page[page.length - 1]?.id : undefined,
      placeholderData: keepPreviousData,
      // Staff lists change under other people's hands: fetch afresh each time a screen opens.
      refetchOnMount: 'always',
    },
  )
  return { ...result, users: result.data?.pages.flat() ?? [] }
}

export type UserPages = ReturnType<typeof useUserPages>
