/** One width of an uploaded image, re-encoded as WebP (a `srcset` candidate: `${url} ${width}w`). */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  /** Bytes: what tapping 'Show photo' will cost in data saver mode. */
  size: number;
}

/**
 * An uploaded image as pages show it. `publicUrl` is the stored picture itself (re-encoded without
 * its metadata once the variants are made; until then the file as sent), `variants` its widths,
 * narrowest first (empty until they are made, or when the picture is smaller than the narrowest),
 * `width`/`height` its size in pixels (null for files stored before sizes were kept), so a page can
 * reserve the picture's space before it arrives.
 */
export interface ImageRef {
  publicUrl: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}
