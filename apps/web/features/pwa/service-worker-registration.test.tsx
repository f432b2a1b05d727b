import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorkerRegistration } from './service-worker-registration';

function stubServiceWorker(register: () => Promise<unknown>) {
  const registerMock = vi.fn(register);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: registerMock }, configurable: true });
  return registerMock;
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('ServiceWorkerRegistration', () => {
  it('registers /sw.js in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const register = stubServiceWorker(() => Promise.resolve({}));
    render(<ServiceWorkerRegistration />);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the page to finish loading first', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const register = stubServiceWorker(() => Promise.resolve({}));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<ServiceWorkerRegistration />);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
    readyState.mockRestore();
  });

  it('only logs a failed registration', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('The operation is insecure.');
    stubServiceWorker(() => Promise.reject(failure));
    const { container } = render(<ServiceWorkerRegistration />);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Service worker registration failed', failure));
    expect(container).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });

  it('stays out of development, where assets change on every edit', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const register = stubServiceWorker(() => Promise.resolve({}));
    render(<ServiceWorkerRegistration />);
    expect(register).not.toHaveBeenCalled();
  });
});
