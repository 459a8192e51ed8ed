/**
 * `npm run test:budgets` (after a build; `npm run test:e2e` runs it): fails when a prerendered page's
 * first load goes over budgets.json. Prints every page's figures either way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Budgets, formatSizes, measure, overBudget } from './site/budgets.ts';

const root = join(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as Budgets;
const sizes = measure(join(root, 'dist'));
console.info(`First load per page (JS and CSS gzip -9, fonts as served):\n${formatSizes(sizes)}`);
const problems = overBudget(sizes, budgets);
if (problems.length) {
  console.error(`\nOver budget (budgets.json):\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('All pages within budgets.json.');
