// Keyboard-only journeys: every control is reached with Tab / Shift+Tab and used with Enter, Space,
// the arrow keys and typing (page.keyboard only, never click or fill), and every stop on the way
// must show where the focus is. A customer signs in and books a service to the success page,
// checking on the way that a dialog keeps the focus inside and gives it back when it closes; the
// demo provider signs in and accepts a new booking.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './support';

/**
 * Whether the focused element shows a focus indicator: an outline, or a box-shadow it does not have
 * when unfocused (a ring), on itself or on the frame around it. A visually hidden control (a styled
 * radio) counts when something in its label shows an outline. Transitions are finished first so the focused style is the one read.
 */
async function focusIndicator(page: Page): Promise<{ visible: boolean; element: string }> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { visible: false, element: 'nothing (focus on the page body)' };
    // Focus inside a native control's own parts (a date input's calendar button): the host no longer
    // matches :focus, and the browser draws that part's focus ring itself.
    if (!focused.matches(':focus')) return { visible: true, element: focused.outerHTML.slice(0, 200) };
    const hasOutline = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const ringAdded = (element: Element) => {
      const focusedShadow = getComputedStyle(element).boxShadow;
      if (focusedShadow === 'none') return false;
      // The same element unfocused: a shallow copy beside it, read and removed at once.
      const twin = element.cloneNode(false) as HTMLElement;
      twin.removeAttribute('id');
      twin.style.position = 'absolute';
      twin.style.visibility = 'hidden';
      element.after(twin);
      const restingShadow = getComputedStyle(twin).boxShadow;
      twin.remove();
      return focusedShadow !== restingShadow;
    };
    const box = focused.getBoundingClientRect();
    const visuallyHidden = box.width <= 1 || box.height <= 1;
    // A composite field (the phone number with its +1 prefix) outlines its frame with :focus-within.
    const frames = [focused.parentElement, focused.parentElement?.parentElement].filter((element): element is HTMLElement => Boolean(element));
    const candidates = visuallyHidden ? [...(focused.closest('label')?.querySelectorAll('*') ?? [])] : [focused, ...frames];
    return {
      visible: candidates.some((element) => hasOutline(element) || ringAdded(element)),
      element: focused.outerHTML.slice(0, 200),
    };
  });
}

async function expectFocusVisible(page: Page) {
  const { visible, element } = await focusIndicator(page);
  expect(visible, `a visible focus indicator on ${element}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, checking the indicator at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached within ${limit} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Types into the control Tab leads to. */
async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Signs in on /login with the keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await tabAndType(page, panel.getByLabel('Email'), email);
  await tabAndType(page, panel.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
}

/** YYYY-MM-DD `days` from today on Toronto's calendar, and how it reads in a date input (MMDDYYYY). */
function torontoDay(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + days * 86_400_000))
    .split('-');
  return { iso: `${year}-${month}-${day}`, typed: `${month}${day}${year}` };
}

test('a customer signs in and books a service to the success page with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const note = `Keyboard only: fridge shelves too (${Date.now()})`;

  await signInByKeyboard(page, 'customer@demo.hearth.ca', 'Customer123!');
  await expect(page).toHaveURL(/\/profile\/booking/);

  // A dialog: Logout asks first. The focus moves in, Tab and Shift+Tab stay inside, Escape closes
  // it and the focus is back on Logout.
  const logout = page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Logout' });
  await tabTo(page, logout);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInDialog()).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `the focus stays in the dialog after ${key}`).toBe(true);
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog hands the focus back once its closing is over, a frame or two after it is hidden.
  await expect.poll(() => isFocused(logout), { message: 'the focus is back on Logout' }).toBe(true);

  // From the home page, through the Services menu of the header, to the service.
  await page.goto('/');
  const header = page.getByRole('banner');
  await tabTo(page, header.getByRole('button', { name: 'Services' }));
  await page.keyboard.press('Enter');
  await tabTo(page, header.getByRole('list', { name: 'Cleaning' }).getByRole('link', { name: 'Standard House Cleaning' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/standard-house-cleaning$/);

  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Book Now' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/standard-house-cleaning\/book/);

  const flow = page.getByRole('main');
  await expect(flow.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
  await tabAndType(page, flow.getByLabel('Description (optional)'), note);
  await tabTo(page, flow.getByRole('button', { name: 'Next: Date & time' }));
  await page.keyboard.press('Enter');

  await expect(flow.getByRole('heading', { name: 'When should we come?' })).toBeVisible();
  // A closed <select> picks the option whose label is typed.
  await tabAndType(page, flow.getByLabel('Province'), 'Ontario');
  await expect(flow.getByLabel('Province')).toHaveValue('ON');
  const day = torontoDay(4);
  await tabAndType(page, flow.getByLabel('Date'), day.typed);
  await expect(flow.getByLabel('Date')).toHaveValue(day.iso);
  // The start times are one radio group: Tab enters it, the arrow keys choose.
  const times = flow.getByRole('radiogroup', { name: /Start time/ });
  await tabTo(page, times.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, flow.getByRole('button', { name: 'Next: Address' }));
  await page.keyboard.press('Enter');

  // The saved Toronto address is chosen already.
  await expect(flow.getByRole('heading', { name: 'Where is the job?' })).toBeVisible();
  await tabTo(page, flow.getByRole('button', { name: /^Next: / }));
  await page.keyboard.press('Enter');

  await expect(flow.getByLabel('Phone number')).toBeVisible();
  if (!(await flow.getByLabel('Phone number').inputValue())) await tabAndType(page, flow.getByLabel('Phone number'), '4165550142');
  await tabTo(page, flow.getByRole('button', { name: /^Next: / }));
  await page.keyboard.press('Enter');

  await expect(flow.getByText('HST')).toBeVisible();
  await tabTo(page, flow.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  // The saved Visa is chosen already.
  await expect(page).toHaveURL(/\/payment$/);
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/success\?booking=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

/** The demo customer books Standard House Cleaning in M5V through the API, paying with the saved card. */
async function bookAsDemoCustomer(request: APIRequestContext, days: number): Promise<string> {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: { email: 'customer@demo.hearth.ca', password: 'Customer123!' } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const service = (await (await request.get(`${API_URL}/api/service/standard-house-cleaning`)).json()) as { data: { _id: string } };
  const cards = (await (await request.get(`${API_URL}/api/user/payment-methods`, { headers })).json()) as { data: { _id: string }[] };
  const [card] = cards.data;
  if (!card) throw new Error('The demo customer has no saved card: start from the demo data');
  // 19:00 UTC is 2 or 3 p.m. in Toronto: inside business hours, winter or summer.
  const scheduledAt = `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T19:00:00Z`;
  const address = { name: 'Chloé Tremblay', phonenumber: '4165550142', street: '350 Front St W, Unit 1204', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 3Z9' };
  const booking = await request.post(`${API_URL}/api/booking`, {
    headers: { ...headers, 'Idempotency-Key': `keyboard-${Date.now()}` },
    data: { serviceId: service.data._id, scheduledAt, address, phonenumber: '4165550142', email: 'customer@demo.hearth.ca', zipcode: 'M5V 3Z9', paymentMethodId: card._id },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
  return scheduledAt;
}

test('the provider signs in and accepts a new booking with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const scheduledAt = await bookAsDemoCustomer(request, 11);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(scheduledAt));

  await signInByKeyboard(page, 'provider@demo.hearth.ca', 'Provider123!');
  await expect(page).toHaveURL(/\/serviceprovider\/servicerequest$/);
  await tabTo(page, page.getByRole('button', { name: `Accept Standard House Cleaning on ${day}` }).first());
  await page.keyboard.press('Enter');
  // The confirmation traps the focus; Tab reaches its Accept job button.
  const confirmation = page.getByRole('dialog', { name: 'Accept Standard House Cleaning?' });
  await tabTo(page, confirmation.getByRole('button', { name: 'Accept this job' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Booking accepted/).first()).toBeVisible();
});
