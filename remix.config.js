// @ts-check
import { routeFiles } from './app/route-files.js'
import { expandRoutes } from './app/route-table.js'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: 'app',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverBuildPath: 'build/index.js',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // Only the route table defines routes: file names in app/routes carry no routing meaning.
  ignoredRouteFiles: ['**/*'],
  watchPaths: ['blocks/**/*', 'schemas/**/*'],
  // Every Remix v3 flag that the classic compiler supports. v3_routeConfig needs the Vite
  // compiler (docs/decisions/001-remix-v2-react-18.md).
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const r of expandRoutes()) {
        const file = routeFiles[r.key]
        if (!file) throw new Error(`app/route-files.js names no module for the route ${r.key}`)
        route(r.index ? undefined : r.path, file, { id: r.id, index: r.index })
      }
    })
  },
}
