// Moves the local test-mode billing provider's clock on, as the hub does: renewals, failed
// renewals and cancellations that fall due happen, and every service's status follows.
//
//   HUB_CLIENT_SECRET=... node api/scripts/advance-test-clock.mjs 35
//   (API_URL defaults to http://127.0.0.1:8080; only in local test mode, never with Stripe)

const days = Number(process.argv[2]);
if (!Number.isInteger(days) || days < 1) {
  console.error('Usage: node api/scripts/advance-test-clock.mjs <days>  (a whole number of days, at least 1)');
  process.exit(2);
}
const secret = process.env.HUB_CLIENT_SECRET;
if (!secret) {
  console.error('Set HUB_CLIENT_SECRET: the test clock is moved with the hub client credentials.');
  process.exit(2);
}
const apiUrl = (process.env.API_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const response = await fetch(`${apiUrl}/api/billing/test-clock/advance`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: `Basic ${Buffer.from(`qip-hub:${secret}`).toString('base64')}`,
  },
  body: JSON.stringify({ days }),
});
const body = await response.json();
if (!response.ok) {
  console.error(`${response.status}: ${body.message ?? JSON.stringify(body)}`);
  process.exit(1);
}
console.log(`Test clock now ${body.now}: ${body.renewed} renewed, ${body.failed} failed, ${body.canceled} cancelled.`);
