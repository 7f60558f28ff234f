import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column as "table"."column" inside a sql`` fragment. Drizzle leaves the table off in a
 * one-table select, so in a correlated subquery an unqualified "id" or "status" would be taken
 * for the subquery's own table instead of the outer one.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
