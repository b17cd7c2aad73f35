import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = (name: string) => fileURLToPath(new URL(`../${name}/`, import.meta.url))

/** Unit tests of the block registry: `npx vitest run -c blocks/vitest.config.ts` */
export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^#app\//, replacement: dir('app') },
      { find: /^#blocks\//, replacement: dir('blocks') },
      { find: /^#schemas\//, replacement: dir('schemas') },
    ],
  },
  test: {
    name: 'blocks',
    root,
    environment: 'happy-dom',
    include: ['blocks/**/*.test.{ts,tsx}'],
    setupFiles: ['blocks/test-setup.ts'],
    restoreMocks: true,
  },
})
