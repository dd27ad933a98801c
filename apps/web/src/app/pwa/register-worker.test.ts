import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PageWorker } from './page-extras';
import { registerWorker, type WorkerClient } from './register-worker';

/** A service worker as the page sees it: a state, and an event each time the state changes. */
class FakeServiceWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }

  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

type FakeRegistration = { installing: FakeServiceWorker | null; waiting: FakeServiceWorker | null };

/**
 * workbox-window's `Workbox` over a registration the test moves on: `update` runs `onUpdate`
 * (which may put a worker in `installing`), `emit` fires one of Workbox's events.
 */
const fakeClient = ({
  registration = { installing: null, waiting: null },
  onUpdate = () => {},
  register = () => Promise.resolve(registration),
}: {
  registration?: FakeRegistration;
  onUpdate?: () => void;
  register?: () => Promise<FakeRegistration>;
} = {}) => {
  const events = new EventTarget();
  const client = {
    register: vi.fn(register),
    update: vi.fn(() => {
      onUpdate();
      return Promise.resolve();
    }),
    messageSkipWaiting: vi.fn(),
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
  };
  return {
    client,
    registration,
    emit: (type: string) => events.dispatchEvent(new Event(type)),
  };
};

/** Registers over `fake`, recording what the page is told. */
const register = async (fake: ReturnType<typeof fakeClient>) => {
  const told: PageWorker[] = [];
  const reload = vi.fn();
  await registerWorker({
    client: fake.client as unknown as WorkerClient,
    reload,
    publish: (worker) => told.push(worker),
  });
  return { told, reload, latest: () => told.at(-1) };
};

/** Lets the promises on their way settle (a take-over waits on several). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page's service worker", () => {
  it('tells the page once it is registered, and again when a newer worker waits', async () => {
    const fake = fakeClient();
    const { told, latest } = await register(fake);
    expect(fake.client.register).toHaveBeenCalledTimes(1);
    expect(told).toHaveLength(1);
    expect(latest()?.waiting).toBe(false);

    fake.emit('waiting');
    expect(latest()?.waiting).toBe(true);
  });

  it('lets a waiting worker take over, and reloads only once it is active', async () => {
    const waiting = new FakeServiceWorker('installed');
    const fake = fakeClient({ registration: { installing: null, waiting } });
    const { latest, reload } = await register(fake);
    fake.emit('waiting');

    const takingOver = latest()!.takeOver();
    await settle();
    expect(fake.client.update).not.toHaveBeenCalled();
    expect(fake.client.messageSkipWaiting).toHaveBeenCalledTimes(1);
    waiting.become('activating');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    waiting.become('activated');
    await takingOver;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fetches the newest worker first when none waits yet (the server named its build first)', async () => {
    const registration: FakeRegistration = { installing: null, waiting: null };
    const next = new FakeServiceWorker('installing');
    const fake = fakeClient({
      registration,
      onUpdate: () => {
        registration.installing = next;
      },
    });
    const { latest, reload } = await register(fake);

    const takingOver = latest()!.takeOver();
    await settle();
    expect(fake.client.update).toHaveBeenCalledTimes(1);
    expect(fake.client.messageSkipWaiting).not.toHaveBeenCalled();
    registration.installing = null;
    registration.waiting = next;
    next.become('installed');
    await settle();
    expect(fake.client.messageSkipWaiting).toHaveBeenCalledTimes(1);
    next.become('activating');
    next.become('activated');
    await takingOver;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when the server has no newer worker', async () => {
    const fake = fakeClient();
    const { latest, reload } = await register(fake);
    await latest()!.takeOver();
    expect(fake.client.update).toHaveBeenCalledTimes(1);
    expect(fake.client.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is, and says why, when the worker cannot be registered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient({ register: () => Promise.reject(new TypeError('bad MIME type')) });
    const { told } = await register(fake);
    expect(told).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[patili] service worker not registered', expect.any(TypeError));
  });
});
