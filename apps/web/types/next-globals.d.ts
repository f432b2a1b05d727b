// Next.js ambient types (fetch `next` options, CSS imports) for `tsc` before the first build
// generates next-env.d.ts, which is not committed.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
