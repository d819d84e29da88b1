import { useT } from '../../../i18n';
import { formatFileSize } from '../../../lib/format';
/**
 * The article's PDF inside the page. Browsers that have a built-in PDF viewer say so with
 * navigator.pdfViewerEnabled; most phones don't, and an <object> there either shows nothing or
 * starts a download nobody asked for. They get an honest card with Open and Download links
 * instead, so the (often large) file is fetched only when the reader asks for it.
 */
export function canEmbedPdf(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled === true;
}

export default function PdfEmbed({ url, title, fileName, size }: { url: string; title: string; fileName?: string; size?: number }) {
  const t = useT('content');
  const links = (
    <div className="content-pdf-links row">
      <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
        {t('pdf.open')}
      </a>
      <a className="btn btn-outline" href={url} download={fileName || true}>
        {t('pdf.download', { hasSize: size ? 'yes' : 'no', size: size ? formatFileSize(size) : '' })}
      </a>
    </div>
  );
  if (!canEmbedPdf()) {
    return (
      <div className="card content-pdf-fallback">
        <p>{t('pdf.cannot')}</p>
        {links}
      </div>
    );
  }
  return (
    <div className="content-pdf">
      <object data={url} type="application/pdf" className="content-pdf-frame" aria-label={t('pdf.label', { title })}>
        {/* Shown by the browser if it cannot display the file after all; the links follow below. */}
        <p className="content-pdf-note">{t('pdf.notShown')}</p>
      </object>
      {links}
    </div>
  );
}
