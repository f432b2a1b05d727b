// Creating and dropping whole databases on the PostgreSQL server the tests use (TEST_DATABASE_URL).

export function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('HEARTH_TEST_DRIVER=pg needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return serverUrl;
}

/** Names of the run's pooled test databases (database-pool.ts) start with this: the global teardown drops each one left. */
export const pooledDatabasePrefix = (emptyTemplate: string) => `${emptyTemplate}_t_`;

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run inside the database they name). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
