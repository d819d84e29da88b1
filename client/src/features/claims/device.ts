const KEY = 'delv.device';

/**
 * This device's own random id, kept on the device and sent with a claim: the server keeps only its
 * HMAC, to show reviewers many claims from one device (issue 33). Storage off: none is sent.
 */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}
