// `npm run gateway:clock -- +3d | +12h | reset`: moves the local payments gateway's clock (as the
// demo admin) so card holds lapse, jobs come due and payouts are released without waiting days.
// API_URL picks the API (default http://localhost:4000); ADMIN_EMAIL / ADMIN_PASSWORD the account.
const apiUrl = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const email = process.env.ADMIN_EMAIL ?? 'admin@demo.hearth.ca';
const password = process.env.ADMIN_PASSWORD ?? 'Admin123!';
const MAX_HOURS = 24 * 120;

function usage(message) {
  console.error(`${message}\nUsage: node scripts/gateway-clock.mjs +3d | +12h | reset   (at most +${MAX_HOURS / 24}d)`);
  process.exit(2);
}

/** '+3d' → { advanceHours: 72 }, '+12h' → { advanceHours: 12 }, 'reset' → { reset: true }. */
function change(arg) {
  if (arg === 'reset') return { reset: true };
  const match = /^\+(\d+(?:\.\d+)?)([dh])$/.exec(arg ?? '');
  if (!match) usage(arg ? `Not a clock change: ${arg}` : 'Say how far to move the clock.');
  const hours = Number(match[1]) * (match[2] === 'd' ? 24 : 1);
  if (hours <= 0 || hours > MAX_HOURS) usage(`The clock moves by more than 0 and at most ${MAX_HOURS / 24} days at a time.`);
  return { advanceHours: hours };
}

async function call(method, path, { token, body } = {}) {
  let res;
  try {
    res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new Error(`Cannot reach the API at ${apiUrl} (${err.cause?.code ?? err.cause?.errors?.[0]?.code ?? err.message}). Is it running?`);
  }
  const envelope = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${envelope.message ?? res.statusText}`);
  return envelope.data;
}

try {
  const body = change(process.argv[2]);
  const { token } = await call('POST', '/api/auth/login', { body: { email, password } });
  const clock = await call('POST', '/api/dev/gateway/clock', { token, body });
  const hours = clock.offsetMs / 3_600_000;
  console.log(`The gateway's time is now ${clock.now} (${hours === 0 ? 'the real time' : `${Number(hours.toFixed(2))} hours ahead of the real time`}).`);
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
}
