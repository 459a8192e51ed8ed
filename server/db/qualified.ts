/**
 * A column written with its table's name ("users"."id"), for a correlated subquery. Drizzle writes the columns
 * of a query's lone table unqualified; inside a subquery over another table, an unqualified "id" would name
 * that table's own id.
 */
import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
