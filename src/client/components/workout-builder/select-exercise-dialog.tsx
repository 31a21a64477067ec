import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { catalogueValueLabel } from '~/client/lib/display-labels'
import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SearchBox } from '~/client/components/ui/search-box'
import { Spinner } from '~/client/components/ui/spinner'
import { trpc } from '~/client/lib/trpc'
import { useDebouncedValue } from '~/client/lib/use-debounced-value'
import type { Exercise } from '~/shared/schemas/catalogue'

const PAGE = 50

/** 'Select Exercise to Add': ranked on the server by the catalogue search (docs/product.md#search-rule). */
export function SelectExerciseDialog({
  excludeIds,
  onSelect,
  onClose,
}: {
  excludeIds: ReadonlySet<number>
  onSelect: (exercise: Exercise) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const page = PAGE
  const addLabel = (name: string) => t`Add ${name}`
  const query = useDebouncedValue(search.trim())
  const list = trpc.exercises.list.useQuery(
    { query: query || undefined, limit: PAGE },
    { placeholderData: (previous) => previous },
  )
  const rows = (list.data ?? []).filter((e) => !excludeIds.has(e.id))
  // Until the answer for what is typed arrives, the rows shown are for an older search.
  const stale = search.trim() !== query || list.isPlaceholderData
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t`Select Exercise to Add`}
      description={t`Search by name, muscle, equipment or body part.`}
    >
      <SearchBox value={search} onChange={setSearch} placeholder={t`Search exercises...`} />
      <div className="mt-3 max-h-[55dvh] overflow-y-auto" aria-busy={stale}>
        {list.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t`Loading exercises`} />
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-400">
            <Trans>No exercises found</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((e) => (
              <li key={e.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{e.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {catalogueValueLabel(e.category)} · {catalogueValueLabel(e.bodyPart ?? 'other')}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass('outline')}
                  aria-label={addLabel(e.name)}
                  disabled={stale}
                  onClick={() => onSelect(e)}
                >
                  <Trans>Add</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
        {(list.data?.length ?? 0) === PAGE ? (
          <p className="py-2 text-center text-sm text-slate-600 dark:text-slate-400">
            <Trans>Showing the first {page} matches: type more to narrow the list.</Trans>
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
