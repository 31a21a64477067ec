import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config'

const root = import.meta.dirname

// Vitest's node API only when Vitest reads this file: the builds need not load it.
const sequencer = process.env.VITEST
  ? (await import('./tests/support/sequencer.js')).LongestFirstSequencer
  : undefined
const alias = { '~': resolve(root, 'src') }

/**
 * Chromium compiles every function of a script that opens with this comment while it streams the
 * script, off the main thread, instead of each function on its first call. The first Log Set of a
 * workout compiled ~50 ms of React's and the player's code at 4x CPU slowdown
 * (docs/performance.md#log-set-on-a-slow-phone). Given to the libraries and shared modules every
 * screen runs and to the workout player: the hint compiles all of a chunk, used or not.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const COMPILED_ON_LOAD = new Set(['framework', 'common', 'workout-player'])

/**
 * Puts the hint first in those chunks once they are written: it must open the file, and Vite puts
 * its own lines first in a chunk with dynamic imports after every other plugin's output hooks.
 * Their source maps move down a line with them.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !COMPILED_ON_LOAD.has(chunk.name)) continue
        const file = join(options.dir ?? '', chunk.fileName)
        const code = readFileSync(file, 'utf8')
        if (code.startsWith(COMPILE_HINT)) continue
        writeFileSync(file, `${COMPILE_HINT}\n${code}`)
        const mapFile = `${file}.map`
        if (!existsSync(mapFile)) continue
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string }
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
      }
    },
  }
}
// Screenshots (tests/support/browser.ts) are for a person to look at: written when files are
// named (`npx vitest run tests/browser/plans.test.ts`), not when the whole suite runs, where
// nobody looks at its ~380 and they took minutes. SCREENSHOTS=1 or =0 decides either way.
const filesNamed = process.argv
  .slice(2)
  .some((arg) => !arg.startsWith('-') && !['run', 'watch', 'dev', 'related'].includes(arg))
const screenshots = process.env.SCREENSHOTS ?? (filesNamed ? '1' : '0')

// One Vite config for every bundle: the React client (default), the server (`--ssr`), and the
// Electron main and preload (`--mode electron`).
export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  if (mode === 'electron') {
    return {
      resolve: { alias },
      build: {
        ssr: true,
        outDir: resolve(root, 'dist-electron'),
        emptyOutDir: true,
        target: 'node22',
        rollupOptions: {
          // Each entry must stay one self-contained file: a sandboxed preload can require only
          // 'electron', and the setup page's script runs in a web page. tests/electron checks it.
          input: {
            main: resolve(root, 'electron/main.ts'),
            preload: resolve(root, 'electron/preload/preload.ts'),
            'setup-preload': resolve(root, 'electron/preload/setup-preload.ts'),
            'setup-page': resolve(root, 'electron/kiosk/setup-page.ts'),
          },
          external: ['electron'],
          output: { format: 'cjs', entryFileNames: '[name].cjs' },
        },
      },
    }
  }
  if (isSsrBuild) {
    return {
      resolve: { alias },
      // Bundled, so only what the server uses loads: trpc-to-openapi's index pulls in every
      // adapter (h3 for Nuxt among them) and arctic's every OAuth provider; as external packages
      // they held ~1 MB of heap at idle (docs/architecture.md#memory). drizzle-orm too, for start-up
      // time: Node read its 180 KB package.json again for each of its modules the server
      // imports, ~0.9 s of CPU per start (tests/integration start the built server a dozen times).
      ssr: { noExternal: ['trpc-to-openapi', 'arctic', 'drizzle-orm'] },
      build: {
        ssr: true,
        outDir: resolve(root, 'dist/server'),
        emptyOutDir: true,
        target: 'node22',
        sourcemap: true,
        rollupOptions: {
          input: {
            main: resolve(root, 'src/server/main.ts'),
            cli: resolve(root, 'src/server/cli.ts'),
          },
          output: { format: 'esm', entryFileNames: '[name].js' },
        },
      },
    }
  }
  return {
    root: resolve(root, 'src/client'),
    publicDir: resolve(root, 'src/client/public'),
    resolve: { alias },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: resolve(root, 'src/client/routes'),
        generatedRouteTree: resolve(root, 'src/client/route-tree.gen.ts'),
      }),
      // Lingui's macros turned into plain calls natively (no Babel), keeping each English text in
      // the bundle so English needs no catalogue; .po catalogues compiled when imported
      // (docs/development.md#translations).
      lingui({
        configPath: resolve(root, 'lingui.config.ts'),
        macroTransform: { macro: { descriptorFields: 'message' } },
      }),
      react(),
      tailwindcss(),
      compileHints(),
    ],
    // Hidden maps: kept in dist/ for debugging, not linked from the bundle (and never served).
    build: {
      outDir: resolve(root, 'dist/client'),
      emptyOutDir: true,
      sourcemap: 'hidden',
      // Which chunks each route needs: the server names them in the page it sends for that
      // route (src/server/http/route-preloads.ts). Never served (.vite/ is not a public path).
      manifest: true,
      // Over HTTP/1.1 every file costs a round of headers (~0.5 KB) besides its bytes: the first
      // visit of /daily fetched 40 files, most under 1 KB. The libraries every screen needs load as
      // one file, icons as one, and the app's small shared modules as one, while each route's own
      // code stays in its route's chunk (bench/first-visit-transfer.ts, BENCH_FILES=1).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // Not Lingui's message ids (and their SHA-256): only the forms' messages need them
                // at run time (src/client/lib/zod-messages.ts), so they load with those screens.
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|@lingui(?![\\/]message-utils)|use-sync-external-store)[\\/]/,
                priority: 3,
              },
              {
                name: 'icons',
                test: /node_modules[\\/]lucide-react[\\/]/,
                minShareCount: 2,
                priority: 2,
              },
              {
                name: 'common',
                // Not the demonstrations, zod schemas or staff-only parts: screens that never
                // show them must not fetch them. Nor the offline write queue, loaded after the
                // first screen, nor what keeps Daily's workouts for training offline, loaded after
                // Daily's (docs/architecture.md#offline), nor the message thread, which only
                // its two screens use (the navigation's small unread badge stays).
                test: (id: string) =>
                  /src[\\/](client[\\/](components|lib)|shared)[\\/]/.test(id) &&
                  !/[\\/](demos?|schemas|trainer|progress|mutations|workout-builder)[\\/]|zod|user-list|form-guide|tracker|sync-queue|keep-daily-workouts|avatar-menu-popup|ui[\\/](dialog|confirm-dialog|tabs|form-field)|interval-timer|dashboard-cards|message-thread|use-thread/.test(
                    id,
                  ),
                priority: 1,
              },
            ],
          },
        },
      },
    },
    test: {
      root,
      include: ['tests/**/*.test.ts'],
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/setup.ts'],
      // Browser tests walk whole workouts; two files share two cores (Vitest's own default is
      // one fewer worker than cores: one file at a time on a 2-core machine, and much of a
      // browser test's time is waiting on a page, not using a core).
      testTimeout: 90_000,
      hookTimeout: 60_000,
      // expect.poll's own 1 s is shorter than a reload plus a sync on a busy 2-core machine; a
      // condition that never comes still fails, only later.
      expect: { poll: { timeout: 15_000 } },
      pool: 'forks',
      maxWorkers: 2,
      // Each worker keeps the modules it loaded from one file to the next: evaluating the server's
      // graph for each of ~140 files cost minutes of a run. Files share no module state that
      // matters: each starts its own server on its own database, and setup runs per file.
      isolate: false,
      // Longest files first, browser files first when no earlier run says how long they take.
      ...(sequencer ? { sequence: { sequencer } } : {}),
      env: { NODE_ENV: 'test', SCREENSHOTS: screenshots },
    },
  }
})
