import { useState, type CSSProperties } from 'react';
import type { ImageRef, ImageVariant } from '@delv/shared';
import { useT } from '../i18n';
import { useDataSaver } from '../lib/dataSaver';
import { formatFileSize } from '../lib/format';

/** The widths the browser may choose from: all of them, or in data saver mode only those up to
 * `saverWidth` (the picture's CSS width on a phone), whatever the screen's pixel density. */
function candidates(variants: ImageVariant[], saver: boolean, saverWidth: number): ImageVariant[] {
  if (!saver) return variants;
  const small = variants.filter((v) => v.width <= saverWidth);
  return small.length ? small : variants.slice(0, 1);
}

/**
 * The ONE way an uploaded image is shown (issue 16): `srcset` of its WebP widths with the `sizes`
 * the place gives, so a phone downloads the width it shows, never more than twice it; its own
 * width and height so the page keeps its space before it arrives (no layout shift); lazy unless
 * `eager`. Until the variants exist the stored file is shown. In data saver mode the smallest
 * widths only, and with `tapToLoad` (feed photos) nothing until the person taps 'Show photo'.
 */
/** Splits `sizes` into its entries: [media condition or '', width]. */
function entries(sizes: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= sizes.length; i++) {
    const c = sizes[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ',' && depth === 0) || i === sizes.length) {
      const entry = sizes.slice(start, i).trim();
      start = i + 1;
      if (!entry) continue;
      if (entry.startsWith('(')) {
        let d = 0;
        let end = 0;
        for (; end < entry.length; end++) {
          if (entry[end] === '(') d++;
          else if (entry[end] === ')' && --d === 0) break;
        }
        out.push([entry.slice(0, end + 1), entry.slice(end + 1).trim()]);
      } else {
        out.push(['', entry]);
      }
    }
  }
  return out;
}

/**
 * `sizes` as the browser should use it on this screen: above `maxDensity` device pixels per CSS
 * pixel the widths are scaled down, so a 3x phone takes the file a 1.5x one would (a photo on a
 * small screen gains little past that, and each step up costs about twice the bytes).
 */
export function cappedSizes(
  sizes: string,
  maxDensity: number,
  dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
): string {
  if (dpr <= maxDensity) return sizes;
  const factor = (maxDensity / dpr).toFixed(3);
  return entries(sizes)
    .map(([media, width]) => `${media ? `${media} ` : ''}calc(${width} * ${factor})`)
    .join(', ');
}

/** One address of the image for places that take a single URL (a video's poster): the narrowest
 * width of at least `minWidth`, else the widest, else the stored file. */
export function pictureUrl(image: PictureImage, minWidth: number): string {
  const variants = image.variants ?? [];
  return (variants.find((v) => v.width >= minWidth) ?? variants[variants.length - 1])?.url ?? image.publicUrl;
}

/** An ImageRef; answers kept from before the image pipeline may lack its newer fields. */
export type PictureImage = Pick<ImageRef, 'publicUrl'> & Partial<ImageRef>;

export default function Picture({
  image,
  alt,
  sizes,
  className,
  width,
  height,
  eager = false,
  tapToLoad = false,
  saverWidth = 320,
  maxDensity = 2,
  style,
}: {
  image: PictureImage;
  alt: string;
  /** The picture's CSS width by viewport, as in <img sizes>. */
  sizes: string;
  className?: string;
  /** Attributes for the reserved box; default: the image's own pixel size (its aspect ratio). */
  width?: number;
  height?: number;
  eager?: boolean;
  tapToLoad?: boolean;
  saverWidth?: number;
  /** Device pixels per CSS pixel worth downloading (see cappedSizes); 1 in data saver mode. */
  maxDensity?: number;
  style?: CSSProperties;
}) {
  const t = useT('shell');
  const saver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const list = candidates(image.variants ?? [], saver, saverWidth);
  const boxWidth = width ?? image.width ?? undefined;
  const boxHeight = height ?? image.height ?? undefined;

  if (saver && tapToLoad && !tapped) {
    const cost = list.length ? list[list.length - 1].size : null;
    const aspectRatio = boxWidth && boxHeight ? `${boxWidth} / ${boxHeight}` : '4 / 3';
    return (
      <button type="button" className={`picture-tap ${className ?? ''}`} style={{ aspectRatio, ...style }} onClick={() => setTapped(true)}>
        <span className="picture-tap-label">{cost ? t('picture.showCost', { size: formatFileSize(cost) }) : t('picture.show')}</span>
        <span className="sr-only">: {alt}</span>
        <span className="picture-tap-note">{t('picture.saverOn')}</span>
      </button>
    );
  }

  // The plain src is for the rare browser without srcset: a middle width, not the stored file.
  const fallback = list.length ? (list.find((v) => v.width >= 480) ?? list[list.length - 1]).url : image.publicUrl;
  return (
    <img
      className={className}
      src={fallback}
      srcSet={list.length ? list.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={list.length ? cappedSizes(sizes, saver ? 1 : maxDensity) : undefined}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={style}
    />
  );
}
