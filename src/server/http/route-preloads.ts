// The first screen's code named in the page (docs/architecture.md#first-visit). Each route's own
// code is a chunk the router imports only once the entry has run, a round trip after the
// framework on a slow link. The page the server sends for a path already names the entry's
// chunks; this adds `<link rel="modulepreload">` for the chunks of the route that path opens and
// of its layouts, read from the build's manifest, so they download alongside the framework.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface RoutePreload {
  pattern: RegExp
  hrefs: string[]
}

const COMPONENT = '?tsr-split=component'

/** The route patterns of a client build and the chunks each needs; empty without a manifest. */
export function routePreloads(clientDir: string): RoutePreload[] {
  const file = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('routes/') && key.endsWith(COMPONENT))
    .map((key) => key.slice('routes/'.length, -`.tsx${COMPONENT}`.length))
  const chunksOf = (route: string, into: Set<string>) => {
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || key === 'index.html' || into.has(`/${chunk.file}`)) return
      into.add(`/${chunk.file}`)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit(`routes/${route}.tsx${COMPONENT}`)
  }
  // Deepest first: a layout's pattern matches its index page's path (`kiosk/_screen` and
  // `kiosk/_screen/index` both match /kiosk), and the page's list holds its layouts' chunks too.
  const depth = (route: string) => route.split(/[/.]/).length
  return [...routes]
    .sort((a, b) => depth(b) - depth(a))
    .map((route) => {
      const hrefs = new Set<string>()
      // Its layouts first (`_app` for `_app/explore`, `_app/admin/route` for `_app/admin/users`).
      const dirs = route.split('/').slice(0, -1)
      for (let i = 1; i <= dirs.length; i++) {
        const dir = dirs.slice(0, i).join('/')
        if (routes.includes(dir)) chunksOf(dir, hrefs)
        if (routes.includes(`${dir}/route`)) chunksOf(`${dir}/route`, hrefs)
      }
      chunksOf(route, hrefs)
      return { pattern: routePattern(route), hrefs: [...hrefs] }
    })
}

/**
 * A file route's URL pattern, by TanStack Router's file naming: `/` and `.` nest, `_name` is a
 * pathless layout, a trailing `_` un-nests, `$name` is a parameter, `index` and `route` name the
 * folder itself.
 */
export function routePattern(route: string): RegExp {
  const parts = route
    .split(/[/.]/)
    .filter((part) => part !== 'index' && part !== 'route' && !part.startsWith('_'))
    .map((part) => part.replace(/_$/, ''))
    .map((part) =>
      part === '$'
        ? '.*'
        : part.startsWith('$')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
  return new RegExp(`^/${parts.join('/')}/?$`)
}

/** `page` with the chunks of the route `path` opens named for preloading (once each). */
export function withRoutePreloads(page: string, preloads: RoutePreload[], path: string): string {
  const route = preloads.find((p) => p.pattern.test(path))
  if (!route) return page
  const links = route.hrefs
    .filter((href) => !page.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('')
  return links ? page.replace('</head>', `${links}</head>`) : page
}
