import { toEmbedUrl } from '@delv/shared';

/**
 * Plays a video: a recognised YouTube / Vimeo (or Spotify / SoundCloud) link is embedded in a
 * lazily loaded frame; a stored file plays in <video> that fetches only its metadata until the
 * viewer presses play (data is costly for our users).
 */
export default function VideoPlayer({ title, sourceLink, file, poster }: {
  title: string;
  sourceLink?: string;
  file?: { publicUrl: string; mimeType: string } | null;
  poster?: string;
}) {
  const embed = toEmbedUrl(sourceLink);
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
        <video controls preload="metadata" poster={poster} playsInline>
          <source src={file.publicUrl} type={file.mimeType || undefined} />
          <a href={file.publicUrl}>Download the video</a>
        </video>
      </div>
    );
  }
  if (sourceLink) {
    return (
      <p className="card">This video is hosted elsewhere: <a href={sourceLink} target="_blank" rel="noopener noreferrer">watch it at the source</a>.</p>
    );
  }
  return <p className="card muted">This video has no file yet.</p>;
}
