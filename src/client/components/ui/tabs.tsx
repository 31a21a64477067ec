import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

/** Tabs with arrow-key navigation (Radix Tabs); panels of inactive tabs are not rendered. */
export function Tabs({
  value,
  onValueChange,
  label,
  tabs,
}: {
  value: string
  onValueChange: (value: string) => void
  label: string
  tabs: { value: string; label: string; content: ReactNode }[]
}) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange}>
      <TabsPrimitive.List
        aria-label={label}
        className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1 dark:bg-slate-800"
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-10 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="focus:outline-none">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  )
}
