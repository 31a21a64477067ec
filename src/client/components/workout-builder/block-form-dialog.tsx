import { buttonClass } from '~/client/components/ui/button'
import { Dialog } from '~/client/components/ui/dialog'
import { SelectField, TextField } from '~/client/components/ui/form-field'
import { serverFieldErrors } from '~/client/lib/errors'
import { useZodForm } from '~/client/lib/use-zod-form'
import { BLOCK_KIND_LABELS, BLOCK_KINDS, type BlockKind } from '~/shared/rules/blocks'
import {
  BLOCK_KIND_NUMBERS,
  BLOCK_NUMBER_RANGES,
  BLOCK_NUMBERS,
  blockInputSchema,
  type BlockNumber,
  type BlockNumbers,
} from '~/shared/schemas/blocks'

type Values = Record<'kind' | BlockNumber, string>

/** What each number means to the person writing the block, by kind where it differs. */
function numberLabel(kind: BlockKind, n: BlockNumber): string {
  if (n === 'restSeconds') {
    return kind === 'tabata' ? 'Rest (seconds)' : 'Rest after a round (seconds)'
  }
  if (n === 'capSeconds') return 'Time cap (seconds)'
  if (n === 'workSeconds') return 'Work (seconds)'
  return BLOCK_NUMBER_RANGES[n].label
}

const KIND_HINTS: Record<BlockKind, string> = {
  straight: 'Each exercise with all its sets, then the next.',
  superset:
    "2 to 4 exercises alternated; between partners each exercise's own rest (15 s if none).",
  circuit: 'Rounds through its exercises, each once per round.',
  emom: 'Every minute on the minute; several exercises alternate by minute.',
  amrap: 'As many rounds as possible in the minutes given.',
  'for-time': 'As fast as possible, up to the time cap; rounds are optional.',
  tabata: 'Work and rest intervals; its exercises alternate by round.',
}

export interface BlockFormValues extends BlockNumbers {
  kind: BlockKind
}

/**
 * 'Add Block' and 'Edit Block': the kind and the numbers it uses (docs/product.md#blocks), checked
 * with the server's schema so the form shows the API's messages.
 */
export function BlockFormDialog({
  title,
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  title: 'Add Block' | 'Edit Block'
  initial?: BlockFormValues
  pending: boolean
  onSubmit: (values: BlockFormValues, showErrors: (error: unknown) => void) => void
  onClose: () => void
}) {
  const start = initial?.kind ?? 'straight'
  const form = useZodForm({
    initial: {
      kind: start,
      ...(Object.fromEntries(
        BLOCK_NUMBERS.map((n) => [
          n,
          String(initial?.[n] ?? BLOCK_KIND_NUMBERS[start][n]?.suggested ?? ''),
        ]),
      ) as Record<BlockNumber, string>),
    },
    schema: blockInputSchema,
    // Only the numbers the chosen kind uses are sent; a blank one is left out.
    toInput: (v: Values) => {
      const kind = v.kind as BlockKind
      return {
        kind,
        ...Object.fromEntries(
          Object.keys(BLOCK_KIND_NUMBERS[kind]).flatMap((n) => {
            const text = v[n as BlockNumber].trim()
            return text === '' ? [] : [[n, Number(text)]]
          }),
        ),
      }
    },
  })
  const { values, errors, set } = form
  const kind = values.kind as BlockKind
  const used = Object.entries(BLOCK_KIND_NUMBERS[kind]) as [
    BlockNumber,
    { required: boolean; suggested?: number; fallback?: number },
  ][]
  const chooseKind = (next: string) => {
    set('kind', next)
    // A newly chosen kind starts from its suggested numbers where the field is empty.
    for (const [n, rule] of Object.entries(BLOCK_KIND_NUMBERS[next as BlockKind])) {
      if (values[n as BlockNumber] === '' && rule.suggested !== undefined) {
        set(n as BlockNumber, String(rule.suggested))
      }
    }
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = form.validate()
    if (!result.ok) return
    onSubmit(result.data, (error) => form.setErrors(serverFieldErrors(error)))
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={KIND_HINTS[kind]}
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          className="sm:col-span-2"
          label="Kind"
          value={values.kind}
          onChange={chooseKind}
          error={errors.kind}
          options={BLOCK_KINDS.map((k) => ({ value: k, label: BLOCK_KIND_LABELS[k] }))}
        />
        {used.map(([n, rule]) => {
          const { min, max } = BLOCK_NUMBER_RANGES[n]
          return (
            <TextField
              key={n}
              label={numberLabel(kind, n)}
              inputMode="numeric"
              value={values[n]}
              onChange={(v) => set(n, v)}
              error={errors[n]}
              hint={
                rule.required
                  ? `${min} to ${max}`
                  : `Optional, ${min} to ${max}${rule.fallback !== undefined ? `; ${rule.fallback} if blank` : ''}`
              }
            />
          )
        })}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? 'Saving...' : title === 'Add Block' ? 'Add Block' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
