import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { aliases, repoRoot } from '../../../vitest.shared.ts'

export default defineConfig({
  root: repoRoot,
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  resolve: { alias: aliases },
  test: {
    name: 'nav',
    environment: 'happy-dom',
    include: ['app/components/nav/**/*.test.{ts,tsx}'],
    setupFiles: ['app/components/nav/test/setup.ts'],
  },
})
