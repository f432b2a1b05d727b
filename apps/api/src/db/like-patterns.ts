// LIKE patterns built from what a person typed: their %, _ and \ stand for themselves, so a search
// for "50%_off" finds that text and not every row (PostgreSQL's default escape character is \).

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern for values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
