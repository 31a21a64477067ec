/**
 * Classes for a table that turns into one card per row on phones (under 640 px), so nothing is
 * clipped or scrolls sideways (docs/product.md#chrome). The markup stays a table, so the row
 * header still names each row; the column headers are hidden on phones and each cell shows its
 * column's name from `data-label` instead.
 */
export const stacked = {
  table: 'w-full text-left text-sm max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block',
  /** Each row: a card, separated from the next by the row's own bottom border. */
  row: 'max-sm:block max-sm:px-4 max-sm:py-3',
  /** The row header: the card's title, full width. */
  title: 'max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-1 max-sm:text-base',
  /** A labelled value: 'Date Sent' on the left, the value on the right. */
  cell: 'max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400',
  /** The actions: full width under the values. */
  actions: 'max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0',
} as const
