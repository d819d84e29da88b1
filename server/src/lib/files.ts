import { fileTypeFromFile } from 'file-type/node';

export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The real type from the file's first bytes; the client's name and Content-Type are not trusted. */
export async function sniffImage(file: string): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromFile(file);
  if (!type || !IMAGE_TYPES[type.mime]) return null;
  return { mime: type.mime, ext: IMAGE_TYPES[type.mime] };
}
