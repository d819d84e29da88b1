/**
 * Whether another site answers at all: a HEAD request in no-cors mode resolves (with an opaque
 * answer, nothing read) whenever the site answers, and fails only when it cannot be reached
 * (offline, blocked, name unknown). Used before trusting an embedded frame, whose own failure
 * the page cannot see (a cross-origin frame fires 'load' on the browser's error page too).
 */
export async function canReach(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
