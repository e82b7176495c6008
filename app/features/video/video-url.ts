/**
 * Turns a pasted video link into something the page can embed (SPEC.md §5): YouTube (watch,
 * youtu.be short link, embed, shorts, /v/), Vimeo numeric ids, or a direct .mp4/.webm/.ogg
 * file. Anything else is rejected, so only the frame sources the CSP allows
 * (app/server/http/security-headers.server.ts) and https media are ever put on the page.
 */
export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string }
  | { kind: "file"; url: string; mimeType: VideoFileType };

export type VideoFileType = "video/mp4" | "video/webm" | "video/ogg";

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER_HOST = "player.vimeo.com";

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The private-link hash of an unlisted Vimeo video. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const FILE_TYPES = new Map<string, VideoFileType>([
  [".mp4", "video/mp4"],
  [".webm", "video/webm"],
  [".ogg", "video/ogg"],
]);

/** Stand-in origin for resolving a same-site path like `/media/welcome.mp4`. */
const SAME_SITE_BASE = "https://same-site.invalid";

export function parseVideoUrl(input: string): VideoSource | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;

  // A path on this site. `//host/…` (another site, scheme left to the page) is not accepted.
  if (text.startsWith("//")) return null;
  if (text.startsWith("/")) {
    const url = tryUrl(text, SAME_SITE_BASE);
    const mimeType = url && fileType(url.pathname);
    return url && mimeType ? { kind: "file", url: url.pathname + url.search, mimeType } : null;
  }

  // People often paste links without the scheme: "youtu.be/…", "www.youtube.com/…".
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  const url = tryUrl(hasScheme ? text : `https://${text}`);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  if (url.username || url.password) return null;

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_SHORT_HOSTS.has(host)) return youtube(segments.length === 1 ? segments[0] : undefined);
  if (YOUTUBE_HOSTS.has(host)) return youtube(youtubeId(url, segments));
  if (VIMEO_HOSTS.has(host)) return vimeoFromPage(segments);
  if (host === VIMEO_PLAYER_HOST) {
    return segments.length === 2 && segments[0] === "video"
      ? vimeo(segments[1], url.searchParams.get("h") ?? undefined)
      : null;
  }

  // A direct file: https only, as the page's Content-Security-Policy allows no other media.
  const mimeType = fileType(url.pathname);
  if (!mimeType || url.protocol !== "https:") return null;
  return { kind: "file", url: url.href, mimeType };
}

function tryUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function youtubeId(url: URL, segments: string[]): string | undefined {
  const [first, second] = segments;
  if (first === "watch" && segments.length === 1) return url.searchParams.get("v") ?? undefined;
  if ((first === "embed" || first === "shorts" || first === "v") && segments.length === 2) return second;
  return undefined;
}

function youtube(id: string | undefined): VideoSource | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

/** vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123. */
function vimeoFromPage(segments: string[]): VideoSource | null {
  const [first, second, third] = segments;
  if (segments.length === 1) return vimeo(first);
  if (segments.length === 2 && first && VIMEO_ID.test(first)) return vimeo(first, second);
  if (segments.length === 3 && first === "channels") return vimeo(third);
  return null;
}

function vimeo(id: string | undefined, hash?: string): VideoSource | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  // dnt=1: the player sets no tracking cookies.
  const query = hash ? `?h=${hash}&dnt=1` : "?dnt=1";
  return { kind: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}${query}` };
}

function fileType(pathname: string): VideoFileType | undefined {
  const dot = pathname.lastIndexOf(".");
  if (dot === -1 || pathname.lastIndexOf("/") > dot) return undefined;
  return FILE_TYPES.get(pathname.slice(dot).toLowerCase());
}
