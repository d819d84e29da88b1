import { describe, expect, it } from 'vitest';
import { isEmbeddable, toEmbedUrl } from './embed';

const YT = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('toEmbedUrl', () => {
  it('when the input is empty, blank or missing, then the output is empty', () => {
    expect(toEmbedUrl('')).toBe('');
    expect(toEmbedUrl('   ')).toBe('');
    expect(toEmbedUrl(undefined)).toBe('');
    expect(toEmbedUrl(null)).toBe('');
  });

  it('when a YouTube watch, short, embed, shorts or live link is given, then the embed address', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
      'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(toEmbedUrl(link), link).toBe(YT);
    }
  });

  it('when the link has no scheme, then it is retried with https', () => {
    expect(toEmbedUrl('youtu.be/dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbedUrl('www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(YT);
    expect(toEmbedUrl('vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('  open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC  ')).toBe(
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
  });

  it('when the YouTube id is not 11 characters, then empty', () => {
    expect(toEmbedUrl('https://youtu.be/short')).toBe('');
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQX')).toBe('');
    expect(toEmbedUrl('https://www.youtube.com/watch')).toBe('');
    expect(toEmbedUrl('https://www.youtube.com/channel/UC1234567890')).toBe('');
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgX$Q')).toBe('');
  });

  it('when a Vimeo link has a numeric id of up to 15 digits, then the player address', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871?h=abc')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://vimeo.com/123456789012345')).toBe('https://player.vimeo.com/video/123456789012345');
  });

  it('when the Vimeo id is longer than 15 digits or not numeric, then empty', () => {
    expect(toEmbedUrl('https://vimeo.com/1234567890123456')).toBe('');
    expect(toEmbedUrl('https://vimeo.com/about')).toBe('');
    expect(toEmbedUrl('https://player.vimeo.com/video/abc')).toBe('');
  });

  it('when a Spotify track, artist, playlist, album, episode or show is given, then its embed address', () => {
    for (const type of ['track', 'artist', 'playlist', 'album', 'episode', 'show']) {
      expect(toEmbedUrl(`https://open.spotify.com/${type}/4uLU6hMCjMI75M1A2tKUQC?si=x`)).toBe(
        `https://open.spotify.com/embed/${type}/4uLU6hMCjMI75M1A2tKUQC`,
      );
    }
    expect(toEmbedUrl('https://open.spotify.com/intl-fr/track/4uLU6hMCjMI75M1A2tKUQC')).toBe(
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(toEmbedUrl('https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC')).toBe(
      'https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(toEmbedUrl('spotify:playlist:37i9dQZF1DXcBWIGoYBM5M')).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M');
  });

  it('when a Spotify link is of another kind, then empty', () => {
    expect(toEmbedUrl('https://open.spotify.com/user/spotify')).toBe('');
    expect(toEmbedUrl('https://open.spotify.com/')).toBe('');
    expect(toEmbedUrl('spotify:user:abc')).toBe('');
  });

  it('when a SoundCloud track or set is given, then the widget address with the page encoded', () => {
    expect(toEmbedUrl('https://soundcloud.com/forss/flickermood')).toBe(
      'https://w.soundcloud.com/player/?url=' + encodeURIComponent('https://soundcloud.com/forss/flickermood'),
    );
    expect(toEmbedUrl('soundcloud.com/forss/sets/soulhack?utm=1')).toBe(
      'https://w.soundcloud.com/player/?url=' + encodeURIComponent('https://soundcloud.com/forss/sets/soulhack'),
    );
    expect(toEmbedUrl('https://m.soundcloud.com/forss/flickermood')).toContain('w.soundcloud.com/player/');
  });

  it('when a SoundCloud link is only a profile, then empty', () => {
    expect(toEmbedUrl('https://soundcloud.com/forss')).toBe('');
  });

  it('when the host only looks like a known site, then empty', () => {
    expect(toEmbedUrl('https://evil-youtube.com/watch?v=dQw4w9WgXcQ')).toBe('');
    expect(toEmbedUrl('https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ')).toBe('');
    expect(toEmbedUrl('https://notvimeo.com/76979871')).toBe('');
    expect(toEmbedUrl('https://open.spotify.com.evil.io/track/abc')).toBe('');
  });

  it('when the link is another site, another scheme or not a link, then empty', () => {
    expect(toEmbedUrl('https://example.com/video.mp4')).toBe('');
    expect(toEmbedUrl('javascript:alert(1)')).toBe('');
    expect(toEmbedUrl('ftp://youtube.com/watch?v=dQw4w9WgXcQ')).toBe('');
    expect(toEmbedUrl('not a url at all')).toBe('');
    expect(toEmbedUrl('data:text/html,hi')).toBe('');
  });

  it('isEmbeddable says whether there is a player address', () => {
    expect(isEmbeddable('youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isEmbeddable('https://example.com')).toBe(false);
  });
});
