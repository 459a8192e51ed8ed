/**
 * Row ids in paths: our ids are UUIDs, and a path id that is not one names nothing (404) rather than
 * reaching the database, where PostgreSQL would refuse the cast.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: string) => UUID.test(v);
