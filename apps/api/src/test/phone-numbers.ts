// Phone numbers for tests that send them through the API, where they must pass the numbering-plan
// check (an area code in service, an exchange starting 2-9 that is not an N11 service code).

let seq = 0;

/** The exchange for this test process: from its id, so parallel files sharing a database differ. */
function processExchange(): number {
  const exchange = 200 + (process.pid % 700);
  return exchange % 100 === 11 ? exchange + 1 : exchange;
}

/** A valid North American number in E.164, different on every call in this test process. */
export function uniqueTestPhone(areaCode = '613'): string {
  return `+1${areaCode}${processExchange()}${String(++seq % 10_000).padStart(4, '0')}`;
}
