import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes SQL migrations for platform/db/schema.ts; they are committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema.ts',
  out: './platform/db/migrations',
})
