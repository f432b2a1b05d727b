import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {
    routes: (app) => {
      // A refusal whose sentence carries a value formatted for the reader.
      app.get('/api/test/dynamic-refusal', { config: { access: 'public' } }, async () => {
        throw new AppError(409, (locale) => (locale === 'en' ? 'You can start from 9:00 a.m.' : 'Vous pourrez commencer à partir de 9 h'));
      });
    },
  });
});
afterAll(() => t.close());

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

describe('answers in the language the request asks for', () => {
  it('gives validation errors in French with Accept-Language fr-CA, and in English without', async () => {
    const fr = await t.call({ method: 'POST', url: '/api/auth/login', headers: FRENCH, payload: {} });
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ success: false, message: 'Le courriel est obligatoire', errors: { email: 'Le courriel est obligatoire', password: 'Le mot de passe est obligatoire' } });
    expect(fr.headers['content-language']).toBe('fr-CA');

    const en = await t.call({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(en.body).toMatchObject({ message: 'Email is required', errors: { email: 'Email is required', password: 'Password is required' } });
    expect(en.headers['content-language']).toBe('en-CA');
  });

  it('gives a service’s refusal in French', async () => {
    const payload = { email: uniqueEmail('nobody'), password: 'wrong-password-1' };
    const fr = await t.call({ method: 'POST', url: '/api/auth/login', headers: FRENCH, payload });
    expect(fr.status).toBe(401);
    expect(fr.body.message).toBe('Courriel ou mot de passe invalide');
    const en = await t.call({ method: 'POST', url: '/api/auth/login', payload });
    expect(en.body.message).toBe('Invalid email or password');
  });

  it('writes a refusal with values in the reader’s language', async () => {
    expect((await t.call({ method: 'GET', url: '/api/test/dynamic-refusal', headers: FRENCH })).body.message).toBe('Vous pourrez commencer à partir de 9 h');
    expect((await t.call({ method: 'GET', url: '/api/test/dynamic-refusal' })).body).toEqual({ success: false, message: 'You can start from 9:00 a.m.' });
  });

  it('says an unknown route and a missing token in French', async () => {
    expect((await t.call({ method: 'GET', url: '/api/nope?x=1', headers: FRENCH })).body).toEqual({ success: false, message: 'Route GET /api/nope introuvable' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', headers: FRENCH })).body.message).toBe('Veuillez vous connecter pour continuer.');
  });

  it('confirms in French too', async () => {
    const user = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/login', headers: FRENCH, payload: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Connexion réussie');
    expect(res.body.data.user.locale).toBe('en');
  });
});

describe('the language preference', () => {
  it('is stored, shown on the profile, and used when a request does not say', async () => {
    const user = await t.createUser();
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: user.token })).body.data.locale).toBe('en');

    const saved = await t.call({ method: 'PUT', url: '/api/user/locale', token: user.token, payload: { locale: 'fr' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: 'Préférence de langue enregistrée', data: { locale: 'fr' } });

    // The next call, with no Accept-Language, answers in the stored language.
    const bad = await t.call({ method: 'POST', url: '/api/user/profile', token: user.token, payload: { firstname: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ firstname: 'Le prénom est obligatoire', lastname: 'Le nom de famille est obligatoire' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: user.token })).body.data.locale).toBe('fr');

    // The page's language still wins.
    const english = await t.call({ method: 'POST', url: '/api/user/profile', token: user.token, headers: { 'accept-language': 'en-CA' }, payload: { firstname: ' ' } });
    expect(english.body.errors.firstname).toBe('First Name is required');
  });

  it('accepts only en or fr, and needs a signed-in caller', async () => {
    const user = await t.createUser();
    const bad = await t.call({ method: 'PUT', url: '/api/user/locale', token: user.token, payload: { locale: 'de' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Choose a language: en or fr', errors: { locale: 'Choose a language: en or fr' } });
    expect((await t.call({ method: 'PUT', url: '/api/user/locale', payload: { locale: 'fr' } })).status).toBe(401);
  });

  it('is set at sign-up: chosen, else the sign-up page’s language', async () => {
    const signUp = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const email = uniqueEmail('signup');
      const res = await t.call({ method: 'POST', url: '/api/auth/signup', headers, payload: { firstName: 'Élise', lastName: 'Roy', email, password: 'maple-leaf-9', repassword: 'maple-leaf-9', ...payload } });
      expect(res.status).toBe(201);
      const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'maple-leaf-9' } });
      return { signup: res, locale: login.body.data.user.locale as string };
    };
    const chosen = await signUp({ locale: 'fr' });
    expect(chosen.locale).toBe('fr');
    expect(chosen.signup.body.message).toBe('Account created. Check your email to verify your address.');
    const fromPage = await signUp({}, FRENCH);
    expect(fromPage.locale).toBe('fr');
    expect(fromPage.signup.body.message).toBe('Compte créé. Consultez vos courriels pour confirmer votre adresse.');
    expect((await signUp({})).locale).toBe('en');
    expect((await signUp({ locale: 'en' }, FRENCH)).locale).toBe('en');
  });

  it('is set at provider sign-up too', async () => {
    const email = uniqueEmail('pro');
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', headers: FRENCH, payload: { name: 'Luc Roy', email, password: 'maple-leaf-9', repassword: 'maple-leaf-9', service: [], language: ['Français'] } });
    expect(res.status).toBe(400);
    expect(res.body.errors.service).toBe('Choisissez au moins un service');
  });
});
