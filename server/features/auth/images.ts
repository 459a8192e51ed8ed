import type { ProfilePictureType } from '../../../src/features/auth/rules';

/**
 * The image type of a file judged by its first bytes (magic numbers), never by the name or the
 * declared Content-Type: PNG, JPEG, GIF (87a/89a) and WebP. Anything else answers null.
 */
export function detectImageType(bytes: Uint8Array): ProfilePictureType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
