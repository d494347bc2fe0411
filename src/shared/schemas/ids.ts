// The one shape of a row id (Postgres uuid) for checks before a query: a malformed id is a 404,
// never a database error.
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const UUID = new RegExp(`^${UUID_SOURCE}$`, "i");
