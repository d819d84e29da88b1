import { useState, type CSSProperties } from 'react';
import type { ImageRef, ImageVariant } from '@delv/shared';
import { useDataSaver } from '../lib/dataSaver';

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

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
/** One address of the image for places that take a single URL (a video's poster): the narrowest
 * width of at least `minWidth`, else the widest, else the stored file. */
export function pictureUrl(image: PictureImage, minWidth: number): string {
  const variants = image.variants ?? [];
  return (variants.find((v) => v.width >= minWidth) ?? variants[variants.length - 1])?.url ?? image.publicUrl;
}

/** An ImageRef; answers kept from before the image pipeline may lack its newer fields. */
export type PictureImage = Pick<ImageRef, 'publicUrl'> & Partial<ImageRef>;

export default function Picture({
  image, alt, sizes, className, width, height, eager = false, tapToLoad = false, saverWidth = 320, style,
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
  style?: CSSProperties;
}) {
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
        <span className="picture-tap-label">Show photo{cost ? ` (${kb(cost)})` : ''}</span>
        <span className="sr-only">: {alt}</span>
        <span className="picture-tap-note">Data saver is on</span>
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
      sizes={list.length ? sizes : undefined}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={style}
    />
  );
}
