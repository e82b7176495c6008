/**
 * The founder's photo (/admin/site): a JPEG, PNG or WebP of at most PHOTO_MAX_BYTES, judged by
 * its first bytes, never by the name or the type the browser claims. Served from this site as
 * a file whose name carries a hash of its content, so a new photo is a new address.
 */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Where the saved photo's file is served from (app/server/http/express-app.server.ts). */
export const SITE_FILES_PATH = "/site-files";

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

export const PHOTO_EXTENSIONS: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export const PHOTO_MESSAGES = {
  tooLarge: `The photo must be ${PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  wrongType: "The photo must be a JPEG, PNG or WebP image.",
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The image type its content says it is (the files' magic numbers), or null for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp";
  }
  return null;
}

/** The photo's file name: its content's hash (hex) makes it change whenever the photo does. */
export function photoFileName(contentHash: string, type: PhotoType): string {
  return `founder-${contentHash.slice(0, 16)}.${PHOTO_EXTENSIONS[type]}`;
}

export function photoUrl(fileName: string | null): string {
  return fileName ? `${SITE_FILES_PATH}/${fileName}` : "";
}
