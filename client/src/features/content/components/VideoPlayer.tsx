import { useState } from 'react';
import { toEmbedUrl } from '@delv/shared';
import { useDataSaver } from '../../../lib/dataSaver';
import { useT } from '../../../i18n';

const PROVIDERS: [string, string][] = [
  ['youtube', 'YouTube'],
  ['vimeo', 'Vimeo'],
  ['spotify', 'Spotify'],
  ['soundcloud', 'SoundCloud'],
];
const providerOf = (embed: string) => PROVIDERS.find(([part]) => embed.includes(part))?.[1] ?? 'another site';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Data saver: nothing of the player loads until the person asks, and the card says what it costs. */
function TapToLoad({ label, note, onLoad }: { label: string; note: string; onLoad: () => void }) {
  return (
    <button type="button" className="tap-to-load" onClick={onLoad}>
      <span aria-hidden="true">▶</span>
      <span>{label}</span>
      <span className="tap-to-load-note">{note}</span>
    </button>
  );
}

/**
 * Plays a video: a recognised YouTube / Vimeo (or Spotify / SoundCloud) link is embedded in a
 * lazily loaded frame; a stored file plays in <video> that fetches only its metadata until the
 * viewer presses play (data is costly for our users).
 */
export default function VideoPlayer({
  title,
  sourceLink,
  file,
  poster,
}: {
  title: string;
  sourceLink?: string;
  file?: { publicUrl: string; mimeType: string; size?: number } | null;
  poster?: string;
}) {
  const t = useT('content');
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  const embed = toEmbedUrl(sourceLink);
  if (saver && !asked && (embed || file?.publicUrl)) {
    const provider = embed ? providerOf(embed) : null;
    const note = provider
      ? t('video.saverEmbed', {
          provider: provider === 'another site' ? t('video.elsewhere') : provider,
          youtube: provider === 'YouTube' ? 'yes' : 'no',
        })
      : t('video.saverFile', { hasSize: file?.size ? 'yes' : 'no', size: file?.size ? megabytes(file.size) : '' });
    return <TapToLoad label={t('video.play', { title })} note={note} onLoad={() => setAsked(true)} />;
  }
  if (embed) {
    const audio = embed.includes('spotify.com') || embed.includes('soundcloud.com');
    return (
      <div className={audio ? 'content-audio' : 'content-video'}>
        <iframe
          src={embed}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (file?.publicUrl) {
    return (
      <div className="content-video">
        <video controls preload={asked ? 'auto' : 'metadata'} autoPlay={asked} poster={saver ? undefined : poster} playsInline>
          <source src={file.publicUrl} type={file.mimeType || undefined} />
          <a href={file.publicUrl}>{t('video.download')}</a>
        </video>
      </div>
    );
  }
  if (sourceLink) {
    return (
      <p className="card">
        {t.rich('video.elsewhere.text', {}, { link: <a href={sourceLink} target="_blank" rel="noopener noreferrer" /> })}
      </p>
    );
  }
  return <p className="card muted">{t('video.none')}</p>;
}
