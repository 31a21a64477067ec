import type { ReactNode } from 'react'

/**
 * A small, safe Markdown renderer for the operator's pages (docs/product.md#legal-pages):
 * headings, paragraphs, lists, links and **bold**. Everything becomes React elements, so HTML in
 * the file is shown as text, never run; a link is kept only for http(s), mailto and same-site
 * paths.
 */
type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  // The paragraph or list that the next line may carry on; pushed already, filled in place.
  let open = null as Block | null
  const start = (block: Block) => {
    blocks.push(block)
    open = block.kind === 'heading' ? null : block
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const current = open
    if (!line) {
      open = null
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const level = Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3
      start({ kind: 'heading', level, text: heading[2] ?? '' })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = (bullet ?? numbered)?.[1]
    if (item !== undefined) {
      const ordered = Boolean(numbered)
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(item)
      else start({ kind: 'list', ordered, items: [item] })
    } else if (current?.kind === 'list' && /^\s/.test(raw)) {
      // An indented line carries on the list item above it.
      current.items[current.items.length - 1] += ` ${line}`
    } else if (current?.kind === 'paragraph') {
      current.text += ` ${line}`
    } else {
      start({ kind: 'paragraph', text: line })
    }
  }
  return blocks
}

function safeHref(href: string): string | null {
  const h = href.trim()
  if (/^(https?:|mailto:)/i.test(h)) return h
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h
  return null
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0
    if (at > last) out.push(text.slice(last, at))
    const [whole, label, href, bold] = m
    if (bold !== undefined) {
      out.push(<strong key={at}>{bold}</strong>)
    } else {
      const safe = safeHref(href ?? '')
      out.push(
        safe ? (
          <a
            key={at}
            href={safe}
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
          >
            {label}
          </a>
        ) : (
          whole
        ),
      )
    }
    last = at + whole.length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

const HEADING_CLASS = {
  1: 'text-3xl font-bold',
  2: 'mt-8 text-xl font-bold',
  3: 'mt-6 text-lg font-semibold',
} as const

export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800 dark:text-slate-200">
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const Tag = `h${block.level}` as const
          return (
            <Tag key={i} className={HEADING_CLASS[block.level]}>
              {inline(block.text)}
            </Tag>
          )
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul'
          return (
            <List
              key={i}
              className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
            >
              {block.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </List>
          )
        }
        return <p key={i}>{inline(block.text)}</p>
      })}
    </div>
  )
}
