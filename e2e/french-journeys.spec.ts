// The main journeys again, in Canadian French from start to finish: a Montréal customer books and
// pays (Quebec's TPS and TVQ, French money, a French confirmation email); a new provider signs up
// and passes the phone gate (a French text message); an admin writes a service's French
// description, which the French page shows while the English page keeps its English. Labels come
// from the French catalogue the site itself uses, so the journeys follow its wording.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL, readSmsCode, uniqueEmail, uniquePhoneDigits } from './support';

type Tree = { [key: string]: string | Tree };
const MESSAGES_DIR = join(__dirname, '..', 'apps', 'web', 'messages', 'fr');

const FRENCH = new Map<string, string>();
for (const file of readdirSync(MESSAGES_DIR).filter((name) => name.endsWith('.json'))) {
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') FRENCH.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(join(MESSAGES_DIR, file), 'utf8')) as Tree, `${file.replace(/\.json$/, '')}.`);
}

/** The French message `namespace.key`, its simple {placeholders} filled in (no plurals: the journeys do not need them). */
function fr(key: string, values: Record<string, string | number> = {}): string {
  const message = FRENCH.get(key);
  if (message === undefined) throw new Error(`No French message ${key} in apps/web/messages/fr`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Amounts as the French pages write them: "148,32 $", with whatever space the formatter puts before the sign. */
const frenchMoney = (amount: string) => new RegExp(`${amount}\\s\\$`);

/** YYYY-MM-DD `days` from today on Montréal's calendar (the same as Toronto's). */
function montrealDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The account's language (PUT /api/user/locale), which emails, texts and the landing page after sign-in follow. */
async function setAccountLocale(request: APIRequestContext, token: string, locale: 'en' | 'fr') {
  const response = await request.put(`${API_URL}/api/user/locale`, { headers: { Authorization: `Bearer ${token}` }, data: { locale } });
  expect(response.ok(), await response.text()).toBe(true);
}

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  return (await (await request.get(`${API_URL}/api/dev/outbox`)).json()) as OutboxMessage[];
}

/** Signs in on the French sign-in page's own tab. */
async function signInFr(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: fr('auth.tabs.signIn') });
  await panel.getByLabel(fr('auth.login.email'), { exact: true }).fill(email);
  await panel.getByLabel(fr('auth.login.password'), { exact: true }).fill(password);
  await panel.getByRole('button', { name: fr('auth.login.submit'), exact: true }).click();
}

test('a French visitor in Montréal books and pays, sees Quebec taxes in French and gets a French confirmation email', async ({ page, request }) => {
  test.setTimeout(120_000);
  const startedAt = Date.now();
  const note = `Deux salles de bain et la cuisine; apportez des produits écologiques (${startedAt})`;
  const token = await apiToken(request, 'customer@demo.hearth.ca', 'Customer123!');
  // The confirmation email speaks the account's language: the demo customer reads French for this
  // journey, and English again afterwards for the journeys that expect it.
  await setAccountLocale(request, token, 'fr');
  try {
    await page.goto('/fr/services/standard-house-cleaning');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('main').getByRole('link', { name: fr('catalog.detail.bookNow'), exact: true }).first().click();

    // Booking needs an account: the French sign-in page, then straight back to the French wizard.
    await expect(page).toHaveURL(/\/fr\/login\?/);
    await signInFr(page, 'customer@demo.hearth.ca', 'Customer123!');
    await expect(page).toHaveURL(/\/fr\/services\/standard-house-cleaning\/book/);

    const flow = page.getByRole('main');
    await expect(flow.getByRole('heading', { name: fr('booking.steps.service.title') })).toBeVisible();
    await flow.getByLabel(fr('booking.serviceStep.descriptionOptional'), { exact: true }).fill(note);
    await flow.getByRole('button', { name: fr('booking.flow.next', { step: fr('booking.steps.schedule.label') }) }).click();

    await expect(flow.getByRole('heading', { name: fr('booking.steps.schedule.title') })).toBeVisible();
    await flow.getByLabel(fr('booking.scheduleStep.province'), { exact: true }).selectOption('QC');
    await flow.getByLabel(fr('booking.scheduleStep.date'), { exact: true }).fill(montrealDate(3));
    // Start times read the French way ("17 h 00"); nobody serves Montréal in the demo data, so no provider's schedule narrows them.
    await flow.getByRole('radio', { name: /^17\sh\s00$/ }).check({ force: true });
    await flow.getByRole('button', { name: fr('booking.flow.next', { step: fr('booking.steps.address.label') }) }).click();

    await expect(flow.getByRole('heading', { name: fr('booking.steps.address.title') })).toBeVisible();
    // The demo customer's saved (Toronto) address is offered first: this journey types a Montréal one.
    await flow.getByRole('radio', { name: new RegExp(`^${fr('account.addressPicker.different')}`) }).check();
    await flow.getByLabel(fr('booking.addressStep.name'), { exact: true }).fill('Chloé Tremblay');
    await flow.getByLabel(fr('otp.phoneInput.label'), { exact: true }).fill('5145550142');
    await flow.getByLabel(fr('booking.addressStep.street'), { exact: true }).fill('3450, rue Saint-Urbain, app. 12');
    await flow.getByLabel(fr('booking.addressStep.city'), { exact: true }).fill('Montréal');
    await expect(flow.getByLabel(fr('booking.addressStep.province'), { exact: true })).toHaveValue('QC');
    await flow.getByLabel(fr('booking.addressStep.postalCode'), { exact: true }).fill('H2X 1Y4');
    await flow.getByRole('button', { name: fr('booking.flow.next', { step: fr('booking.steps.contact.label') }) }).click();

    // Contact: the email comes from the account; the postal code from the address.
    await expect(flow.getByRole('heading', { name: fr('booking.steps.contact.title') })).toBeVisible();
    await expect(flow.getByLabel(fr('booking.contactStep.postalCode'), { exact: true })).toHaveValue('H2X 1Y4');
    await flow.getByLabel(fr('otp.phoneInput.label'), { exact: true }).fill('5145550142');
    await flow.getByRole('button', { name: fr('booking.flow.next', { step: fr('booking.steps.price.label') }) }).click();

    // The API's quote for Quebec on $129.00: TPS 5 % ($6.45) and TVQ 9.975 % ($12.87), in French.
    await expect(flow.getByRole('heading', { name: fr('booking.steps.price.title') })).toBeVisible();
    await expect(flow.getByText(/^TPS \(5\s%\)$/)).toBeVisible();
    await expect(flow.getByText(/^TVQ \(9,975\s%\)$/)).toBeVisible();
    await expect(flow.getByText(frenchMoney('6,45')).first()).toBeVisible();
    await expect(flow.getByText(frenchMoney('12,87')).first()).toBeVisible();
    await expect(flow.getByText(frenchMoney('148,32')).first()).toBeVisible();
    await flow.getByRole('button', { name: fr('booking.flow.toPayment') }).click();

    await expect(page).toHaveURL(/\/fr\/payment$/);
    await expect(page.getByRole('heading', { name: fr('payment.checkout.title'), exact: true })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`^${fr('account.cardPicker.newCard')}`) }).check();
    await page.getByLabel(fr('payment.cardForm.number'), { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel(fr('payment.cardForm.expiry'), { exact: true }).fill('12/34');
    await page.getByLabel(fr('payment.cardForm.cvc'), { exact: true }).fill('123');
    await page.getByRole('button', { name: /^Payer 148,32\s\$$/ }).click();

    await expect(page).toHaveURL(/\/fr\/success\?booking=/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: fr('booking.confirmation.title'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // The confirmation email is in French, with French money.
    let confirmation: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          confirmation = (await outbox(request)).find(
            (m) => m.channel === 'email' && m.to === 'customer@demo.hearth.ca' && Date.parse(m.createdAt) >= startedAt - 5_000 && /^Réservation confirmée/.test(m.subject ?? ''),
          );
          return Boolean(confirmation);
        },
        { message: 'a French booking confirmation email to the demo customer', timeout: 15_000 },
      )
      .toBe(true);
    expect(confirmation!.body).toContain('Votre réservation est confirmée');
    expect(confirmation!.body).toMatch(frenchMoney('148,32'));
    expect(confirmation!.body).not.toContain('Your booking is confirmed');
  } finally {
    await setAccountLocale(request, token, 'en');
  }
});

test('a French provider signs up, passes the phone gate with a French text and reaches the provider area in French', async ({ page, request }) => {
  const email = uniqueEmail('sophie');
  const password = 'outils-outils-9';
  const phone = uniquePhoneDigits();

  await page.goto('/fr/professional');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The page's own form, not the footer's inquiry form (which also asks for an email).
  const signup = page.getByRole('main');
  await signup.getByLabel(fr('auth.providerSignup.fullName'), { exact: true }).fill('Sophie Gagnon');
  await signup.getByLabel(fr('auth.providerSignup.email'), { exact: true }).fill(email);
  await signup.getByLabel(fr('auth.providerSignup.password'), { exact: true }).fill(password);
  await signup.getByLabel(fr('auth.providerSignup.confirm'), { exact: true }).fill(password);
  await signup.getByRole('group', { name: fr('auth.providerSignup.services') }).getByRole('checkbox').first().check();
  await signup.getByRole('group', { name: fr('auth.providerSignup.languages') }).getByRole('checkbox', { name: fr('auth.languages.French'), exact: true }).check();
  await signup.getByRole('button', { name: fr('auth.providerSignup.submit'), exact: true }).click();

  // The French form sends the services' French names; the account keeps the catalogue's.
  await expect(page).toHaveURL(/\/fr\/login/);
  await signInFr(page, email, password);

  // The account was made on a French page, so it lands in French; the phone gate comes first.
  await expect(page).toHaveURL(/\/fr\/serviceprovider\//);
  await expect(page.getByRole('heading', { name: fr('otp.title'), exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: fr('provider.menu.label') })).toHaveCount(0);
  const phoneField = page.getByLabel(fr('otp.phoneInput.label'), { exact: true });
  await phoneField.fill(phone);
  await expect(phoneField).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
  await page.getByRole('button', { name: fr('otp.phoneStep.submit'), exact: true }).click();

  // The number as French writes it: "+1 416 555-0123".
  await expect(page.getByText(`+1 ${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fr('otp.codePanel.resend'), exact: true })).toBeDisabled();
  const code = await readSmsCode(request, phone);
  const sms = (await outbox(request)).find((m) => m.channel === 'sms' && m.to.replace(/\D/g, '').endsWith(phone) && m.body.includes(code));
  expect(sms?.body).toContain(`Votre code de vérification Hearth est ${code}`);
  expect(sms?.body).not.toContain('verification code');

  await page.getByRole('textbox', { name: fr('otp.codePanel.digit', { index: 1, length: 6 }), exact: true }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: fr('otp.codePanel.confirm'), exact: true }).click();

  const menu = page.getByRole('navigation', { name: fr('provider.menu.label') });
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/serviceprovider\/businessdetail$/);
  await expect(page.getByRole('heading', { name: fr('provider.business.title'), exact: true, level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: fr('provider.menu.personalDetail'), exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: fr('provider.menu.businessDetail'), exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: fr('provider.menu.dashboard'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: fr('otp.title'), exact: true })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // Every other provider page sends an unapproved provider back to Business Detail, in French.
  await page.goto('/fr/serviceprovider/dashboard');
  await expect(page).toHaveURL(/\/fr\/serviceprovider\/businessdetail$/);
});

test("an admin writes a service's French description: the French page shows it, the English page keeps its English", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const service = { name: 'Lawn Aeration', slug: 'lawn-aeration', english: 'Core aeration to relieve compaction and help roots breathe.' };
  const description = `Aération par carottage : le sol se décompacte et les racines respirent mieux, même après un hiver sous la neige (${Date.now()}).`;

  await page.goto('/fr/login');
  await signInFr(page, 'admin@demo.hearth.ca', 'Admin123!');
  // Signing in continues in the account's language (the demo admin's may be English): go to the French console.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/fr/admin/catalogue');
  await expect(page.getByRole('heading', { name: fr('adminContent.catalogue.title'), exact: true, level: 1 })).toBeVisible();

  const editDialog = page.getByRole('dialog', { name: fr('adminContent.serviceDialog.editTitle', { name: service.name }) });
  const frenchDescription = editDialog.getByLabel(fr('adminContent.bilingual.frenchLabel', { label: fr('adminContent.serviceDialog.descriptionLabel') }), { exact: true });
  const englishDescription = editDialog.getByLabel(fr('adminContent.serviceDialog.descriptionLabel'), { exact: true });

  async function saveFrenchDescription(text: string) {
    await page.getByRole('button', { name: fr('adminContent.catalogue.editNamed', { name: service.name }), exact: true }).click();
    await expect(editDialog).toBeVisible();
    // The editor shows both languages side by side, each under its own heading.
    await expect(editDialog.getByRole('group', { name: fr('adminContent.bilingual.english'), exact: true })).toBeVisible();
    await expect(editDialog.getByRole('group', { name: fr('adminContent.bilingual.french'), exact: true })).toBeVisible();
    await expect(englishDescription).toHaveValue(service.english);
    const before = await frenchDescription.inputValue();
    await frenchDescription.fill(text);
    await editDialog.getByRole('button', { name: fr('adminContent.serviceDialog.save'), exact: true }).click();
    await expect(editDialog).toBeHidden();
    return before;
  }

  const original = await saveFrenchDescription(description);
  expect(original).not.toBe('');

  // Two visitors, each in their own browser: a visit to a French page remembers French for the
  // unprefixed URLs that follow, so the English reader must not share the French reader's cookies.
  const frenchVisitor = await (await browser.newContext()).newPage();
  await frenchVisitor.goto(`/fr/services/${service.slug}`);
  await expect(frenchVisitor.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(frenchVisitor.getByRole('main').getByText(description)).toBeVisible();
  const englishVisitor = await (await browser.newContext()).newPage();
  await englishVisitor.goto(`/services/${service.slug}`);
  await expect(englishVisitor.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(englishVisitor.getByRole('main').getByText(service.english).first()).toBeVisible();
  await expect(englishVisitor.getByRole('main').getByText(description)).toHaveCount(0);

  // Hand the service its seeded French back.
  await saveFrenchDescription(original);
  await frenchVisitor.reload();
  await expect(frenchVisitor.getByRole('main').getByText(original).first()).toBeVisible();
  await frenchVisitor.context().close();
  await englishVisitor.context().close();
});
