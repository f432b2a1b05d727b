// Phone numbers for tests that send them through the API, where they must pass the numbering-plan
// check (an area code in service, an exchange starting 2-9 that is not an N11 service code).

/** Every exchange the plan may assign, in order: 200 to 999 without the N11 service codes. */
const EXCHANGES = Array.from({ length: 800 }, (_, i) => 200 + i).filter((exchange) => exchange % 100 !== 11);
const LINES_PER_EXCHANGE = 10_000;

/** How many different numbers one area code holds: about eight million. */
export const TEST_PHONES_PER_AREA_CODE = EXCHANGES.length * LINES_PER_EXCHANGE;

/**
 * The index-th valid number of the area code in E.164: line numbers count up, and past 9999 the
 * next exchange starts, so the exchange and the line together count through every valid number.
 */
export function testPhoneAt(index: number, areaCode = '613'): string {
  const position = index % TEST_PHONES_PER_AREA_CODE;
  const exchange = EXCHANGES[Math.floor(position / LINES_PER_EXCHANGE)]!;
  return `+1${areaCode}${exchange}${String(position % LINES_PER_EXCHANGE).padStart(4, '0')}`;
}

// Each test process starts at an exchange picked by its id, so processes running side by side
// seldom hand out the same numbers (two meet only if their ids pick nearby exchanges).
const processStart = (process.pid % EXCHANGES.length) * LINES_PER_EXCHANGE;
let seq = 0;

/** A valid North American number in E.164, different on every call in this test process. */
export function uniqueTestPhone(areaCode = '613'): string {
  return testPhoneAt(processStart + seq++, areaCode);
}
