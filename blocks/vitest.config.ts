import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { aliases, repoRoot } from '../vitest.shared.ts'

/** Unit tests of the block registry: `npx vitest run -c blocks/vitest.config.ts` */
export default defineConfig({
  root: repoRoot,
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  resolve: { alias: aliases },
  test: {
    name: 'blocks',
    root: repoRoot,
    environment: 'happy-dom',
    include: ['blocks/**/*.test.{ts,tsx}'],
    setupFiles: ['blocks/test-setup.ts'],
    restoreMocks: true,
  },
})
