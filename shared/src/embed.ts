/** Embed-URL helper (spec 000 §5 "Embed URL helper"): turns a YouTube, Vimeo, Spotify or
 * SoundCloud link into the address an <iframe> can show. Anything else gives '' so callers can
 * simply test the result. Hosts are matched exactly, so look-alike domains are not embedded. */

/** The WHATWG URL class exists in browsers and Node; shared compiles without DOM or Node types. */
interface UrlLike {
  href: string;
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
declare const URL: { new (input: string): UrlLike };
type URL = UrlLike;

const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,15}$/;
const SPOTIFY_TYPES = new Set(['track', 'artist', 'playlist', 'album', 'episode', 'show']);
const SPOTIFY_ID = /^[A-Za-z0-9]{1,64}$/;

function parse(input: string): URL | null {
  const candidates = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? [input] : [`https://${input}`];
  for (const c of candidates) {
    try {
      const url = new URL(c);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url;
    } catch {
      // not a URL
    }
  }
  return null;
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, '');
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtube(url: URL): string {
  const host = hostOf(url);
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = segments(url)[0] ?? null;
  } else if (host === 'youtube.com' || host === 'music.youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = segments(url);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v', 'e'].includes(first)) id = second ?? null;
  } else {
    return '';
  }
  return id && YT_ID.test(id) ? `https://www.youtube.com/embed/${id}` : '';
}

function vimeo(url: URL): string {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return '';
  const parts = segments(url);
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123, vimeo.com/123/abcdef (unlisted hash)
  const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.find((p: string) => VIMEO_ID.test(p));
  return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : '';
}

function spotify(url: URL): string {
  if (hostOf(url) !== 'open.spotify.com') return '';
  let parts = segments(url);
  if (parts[0]?.startsWith('intl-')) parts = parts.slice(1);
  if (parts[0] === 'embed') parts = parts.slice(1);
  const [type, id] = parts;
  return type && id && SPOTIFY_TYPES.has(type) && SPOTIFY_ID.test(id) ? `https://open.spotify.com/embed/${type}/${id}` : '';
}

function spotifyUri(input: string): string {
  const m = /^spotify:([a-z]+):([A-Za-z0-9]{1,64})$/.exec(input);
  return m && SPOTIFY_TYPES.has(m[1]) ? `https://open.spotify.com/embed/${m[1]}/${m[2]}` : '';
}

function soundcloud(url: URL): string {
  const host = hostOf(url);
  if (host === 'w.soundcloud.com') {
    const inner = url.searchParams.get('url');
    const innerUrl = inner ? parse(inner) : null;
    return innerUrl && hostOf(innerUrl) === 'api.soundcloud.com'
      ? `https://w.soundcloud.com/player/?url=${encodeURIComponent(innerUrl.href)}`
      : '';
  }
  if (host !== 'soundcloud.com') return '';
  const parts = segments(url);
  // soundcloud.com/<artist>/<track> or /<artist>/sets/<playlist>; a bare profile page is not a player.
  if (parts.length < 2) return '';
  const page = `https://soundcloud.com/${parts.map(encodeURIComponent).join('/')}`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}`;
}

export function toEmbedUrl(input: string | null | undefined): string {
  const value = typeof input === 'string' ? input.trim() : '';
  if (!value) return '';
  if (value.startsWith('spotify:')) return spotifyUri(value);
  const url = parse(value);
  if (!url) return '';
  return youtube(url) || vimeo(url) || spotify(url) || soundcloud(url);
}

/** True when the link can be shown in an embedded player. */
export const isEmbeddable = (input: string | null | undefined) => toEmbedUrl(input) !== '';
