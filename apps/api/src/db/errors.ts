// Recognising PostgreSQL errors through both drivers (drizzle wraps them with the original as cause).
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
