import { useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../../i18n';

/**
 * Google's own sign-in button. It appears only when VITE_GOOGLE_CLIENT_ID is set, and Google's
 * script (about 90 KB) is fetched only then, on the screens that show the button, so people who
 * never use it do not pay for it.
 *
 * The old client also showed a Facebook button whose callback did nothing (spec 000 §2.3); it
 * is left out rather than shown broken.
 */
const CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID;
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize(config: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: string }): void;
  renderButton(el: HTMLElement, options: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let scriptPromise: Promise<void> | null = null;
function loadScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT_URL;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(s);
  });
  return scriptPromise;
}

export default function GoogleSignIn({
  onCredential,
  text = 'signin_with',
}: {
  onCredential: (credential: string) => void;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT('auth');
  // Google draws its own button; it writes it in the page's language when told.
  const language = useLanguage();
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!CLIENT_ID) return undefined;
    let cancelled = false;
    loadScript()
      .then(() => {
        const el = ref.current;
        const gid = window.google?.accounts.id;
        if (cancelled || !el || !gid) return;
        gid.initialize({ client_id: CLIENT_ID, callback: (r) => callback.current(r.credential) });
        gid.renderButton(el, {
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          width: Math.min(400, el.offsetWidth || 300),
          locale: language,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [text, language]);

  if (!CLIENT_ID) return null;
  return (
    <div>
      <div ref={ref} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      {failed && <p className="field-hint center">{t('google.unavailable')}</p>}
      <p className="divider">{t('google.or')}</p>
    </div>
  );
}
