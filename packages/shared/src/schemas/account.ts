// The page query lists share; the account's own bodies live in ../account/contract.ts.
export { pageQuerySchema } from '../wire';
