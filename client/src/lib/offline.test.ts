import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../test/fakeFetch';
import { isOnline, onConnectivityChange, reportNetworkFailure, resetConnectivity } from './offline';

/** A network that carries nothing while `down` is true (the fetch rejects, as a browser's does). */
function network() {
  const state = { down: true, healthChecks: 0 };
  const { spy } = installFakeFetch(() => ({ status: 200, body: { ok: true } }));
  const answer = spy.getMockImplementation()!;
  spy.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/health')) state.healthChecks++;
    if (state.down) throw new TypeError('Failed to fetch');
    return answer(input, init);
  });
  return state;
}

/** Resolves when isOnline() has the wanted value (the check runs in the background). */
const connectivity = (wanted: boolean) =>
  new Promise<void>((resolve) => {
    if (isOnline() === wanted) return resolve();
    const stop = onConnectivityChange(() => {
      if (isOnline() !== wanted) return;
      stop();
      resolve();
    });
  });

describe('connectivity', () => {
  afterEach(() => {
    resetConnectivity();
    vi.useRealTimers();
  });

  it('when the browser says online but a request fails and the health check gets no answer, then offline until it answers', async () => {
    const net = network();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(isOnline()).toBe(true);

    reportNetworkFailure();
    await connectivity(false);
    expect(net.healthChecks).toBe(1);

    // Still down at the next check (5 s later): still offline, the one after waits 10 s.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(net.healthChecks).toBe(2);
    expect(isOnline()).toBe(false);

    net.down = false;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(net.healthChecks).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await connectivity(true);
    expect(net.healthChecks).toBe(3);

    // Back online, no more checks are made.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(net.healthChecks).toBe(3);
  });

  it('when the browser fires online while the check finds no network, then it checks again at once', async () => {
    const net = network();
    reportNetworkFailure();
    await connectivity(false);
    net.down = false;
    const stop = onConnectivityChange(() => undefined);
    window.dispatchEvent(new Event('online'));
    await connectivity(true);
    stop();
    expect(net.healthChecks).toBe(2);
  });

  it('when a request fails but the health check answers, then it stays online', async () => {
    const net = network();
    net.down = false;
    const changes = vi.fn();
    const stop = onConnectivityChange(changes);
    reportNetworkFailure();
    await vi.waitFor(() => expect(net.healthChecks).toBe(1));
    stop();
    expect(isOnline()).toBe(true);
    expect(changes).not.toHaveBeenCalled();
  });
});
