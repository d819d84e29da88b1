import { useState } from 'react';
import { useT } from '../../../i18n';

/** The player's site (a brand name, the same in every language); null: somewhere else on the web. */
function providerOf(embedUrl: string): { name: string | null; audio: boolean } {
  if (embedUrl.includes('youtube')) return { name: 'YouTube', audio: false };
  if (embedUrl.includes('vimeo')) return { name: 'Vimeo', audio: false };
  if (embedUrl.includes('spotify')) return { name: 'Spotify', audio: true };
  if (embedUrl.includes('soundcloud')) return { name: 'SoundCloud', audio: true };
  return { name: null, audio: false };
}

/**
 * An embedded video or podcast (the shared embed helper's address). The player loads only when
 * pressed: a YouTube frame alone is about a megabyte, and a feed of them would spend a phone's
 * data on videos nobody asked to watch.
 */
export default function EmbedPlayer({ embedUrl, title }: { embedUrl: string; title: string }) {
  const t = useT('feed');
  const [playing, setPlaying] = useState(false);
  const { name, audio } = providerOf(embedUrl);
  if (playing) {
    const src = audio ? embedUrl : `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
    return (
      <div className={audio ? 'feed-embed feed-embed-audio' : 'feed-embed'}>
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className={audio ? 'feed-embed-facade feed-embed-facade-audio' : 'feed-embed-facade'}
      onClick={() => setPlaying(true)}
    >
      <span className="feed-embed-play" aria-hidden="true">
        ▶
      </span>
      <span>
        {audio ? t('embed.listen') : t('embed.play')} <span className="sr-only">: {title}</span>
      </span>
      <span className="feed-embed-note">{name ? t('embed.loadsFrom', { provider: name }) : t('embed.loadsFromWeb')}</span>
    </button>
  );
}
