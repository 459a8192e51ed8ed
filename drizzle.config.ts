import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Shared tables plus each feature's own.
  schema: ['./server/db/schema.ts', './server/features/*/tables.ts'],
  out: './server/db/migrations',
});
