import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('../../../', import.meta.url))

export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^#app\/(.*)$/, replacement: `${root}app/$1` },
      { find: /^#schemas\/(.*)$/, replacement: `${root}schemas/$1` },
      { find: /^#blocks\/(.*)$/, replacement: `${root}blocks/$1` },
    ],
  },
  test: {
    name: 'nav',
    environment: 'happy-dom',
    include: ['app/components/nav/**/*.test.{ts,tsx}'],
    setupFiles: ['app/components/nav/test/setup.ts'],
  },
})
