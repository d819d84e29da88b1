import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import PdfEmbed from './PdfEmbed';
import VideoPlayer from './VideoPlayer';

function setPdfViewer(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value, configurable: true });
}

afterEach(() => setPdfViewer(undefined));

describe('PDF embed', () => {
  it('embeds the file where the browser has a PDF viewer, with Open and Download links', () => {
    setPdfViewer(true);
    const { container } = render(<PdfEmbed url="/files/content/a/guide.pdf" title="Guide" size={2_500_000} />);
    const object = container.querySelector('object');
    expect(object).toHaveAttribute('data', '/files/content/a/guide.pdf');
    expect(object).toHaveAttribute('type', 'application/pdf');
    expect(screen.getAllByRole('link', { name: 'Download (2.5 MB)' })[0]).toHaveAttribute('href', '/files/content/a/guide.pdf');
  });

  it('on a phone that cannot embed PDFs, offers links only and fetches nothing', () => {
    setPdfViewer(false);
    const { container } = render(<PdfEmbed url="/files/content/a/guide.pdf" title="Guide" />);
    expect(container.querySelector('object, iframe')).toBeNull();
    expect(screen.getByText(/cannot show the PDF inside the page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', '/files/content/a/guide.pdf');
  });
});

describe('video player', () => {
  it('plays a stored file, loading only its metadata until play', () => {
    const { container } = render(<VideoPlayer title="Intro" file={{ publicUrl: '/files/v.mp4', mimeType: 'video/mp4' }} />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.querySelector('source')).toHaveAttribute('src', '/files/v.mp4');
  });

  it('embeds a Vimeo link lazily, even when a file exists too', () => {
    render(
      <VideoPlayer title="Talk" sourceLink="https://vimeo.com/76979871" file={{ publicUrl: '/files/v.mp4', mimeType: 'video/mp4' }} />,
    );
    const frame = screen.getByTitle('Talk');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('links out to a source it cannot embed', () => {
    render(<VideoPlayer title="Elsewhere" sourceLink="https://example.org/talk" />);
    expect(screen.getByRole('link', { name: 'watch it at the source' })).toHaveAttribute('href', 'https://example.org/talk');
  });
});
