const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from the address bar can be a row's id (anything else would make Postgres refuse the query). */
export const isUuid = (value: string): boolean => UUID.test(value);
