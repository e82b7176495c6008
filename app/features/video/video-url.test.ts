import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-url";

const ID = "dQw4w9WgXcQ";
const YOUTUBE_EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("parseVideoUrl accepts every YouTube form", () => {
  it.each([
    ["watch", `https://www.youtube.com/watch?v=${ID}`],
    ["watch with other parameters first", `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ["watch on the mobile site", `https://m.youtube.com/watch?v=${ID}`],
    ["watch without www", `https://youtube.com/watch?v=${ID}`],
    ["watch over http", `http://www.youtube.com/watch?v=${ID}`],
    ["watch pasted without a scheme", `www.youtube.com/watch?v=${ID}`],
    ["short link", `https://youtu.be/${ID}`],
    ["short link with a share id", `https://youtu.be/${ID}?si=AbCdEf123`],
    ["short link pasted without a scheme", `youtu.be/${ID}`],
    ["embed", `https://www.youtube.com/embed/${ID}`],
    ["privacy-enhanced embed", `https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["/v/", `https://www.youtube.com/v/${ID}`],
    ["surrounding whitespace", `  https://youtu.be/${ID}\n`],
    ["upper-case host", `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("%s", (_form, input) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "youtube", id: ID, embedUrl: YOUTUBE_EMBED });
  });

  it("keeps ids with - and _", () => {
    expect(parseVideoUrl("https://youtu.be/a-b_c-d_e-f")).toEqual({
      kind: "youtube",
      id: "a-b_c-d_e-f",
      embedUrl: "https://www.youtube-nocookie.com/embed/a-b_c-d_e-f",
    });
  });
});

describe("parseVideoUrl accepts Vimeo numeric ids", () => {
  it.each([
    ["video page", "https://vimeo.com/76979871"],
    ["video page with www", "https://www.vimeo.com/76979871"],
    ["pasted without a scheme", "vimeo.com/76979871"],
    ["channel video", "https://vimeo.com/channels/staffpicks/76979871"],
    ["player", "https://player.vimeo.com/video/76979871"],
  ])("%s", (_form, input) => {
    expect(parseVideoUrl(input)).toEqual({
      kind: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
    });
  });

  it.each([
    ["unlisted video page", "https://vimeo.com/76979871/8272103f6e"],
    ["unlisted player link", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
  ])("%s keeps its private hash", (_form, input) => {
    expect(parseVideoUrl(input)).toEqual({
      kind: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1",
    });
  });
});

describe("parseVideoUrl accepts direct video files", () => {
  it.each([
    ["mp4", "https://cdn.example.com/media/welcome.mp4", "video/mp4"],
    ["webm", "https://cdn.example.com/media/welcome.webm", "video/webm"],
    ["ogg", "https://cdn.example.com/media/welcome.ogg", "video/ogg"],
    ["upper-case extension", "https://cdn.example.com/media/WELCOME.MP4", "video/mp4"],
    ["with a query string", "https://cdn.example.com/welcome.mp4?v=2", "video/mp4"],
  ])("%s", (_form, input, mimeType) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "file", url: input, mimeType });
  });

  it("a file on this site, by path", () => {
    expect(parseVideoUrl("/media/welcome.webm")).toEqual({
      kind: "file",
      url: "/media/welcome.webm",
      mimeType: "video/webm",
    });
  });
});

describe("parseVideoUrl rejects everything else", () => {
  it.each([
    ["empty", ""],
    ["whitespace only", "   "],
    ["plain words", "my welcome video"],
    ["a script URL", "javascript:alert(1)"],
    ["a data URL", "data:video/mp4;base64,AAAA"],
    ["a file URL", "file:///home/me/welcome.mp4"],
    ["an ftp file", "ftp://example.com/welcome.mp4"],
    ["an http file (blocked by the page's CSP)", "http://example.com/welcome.mp4"],
    ["another video format", "https://example.com/welcome.mov"],
    ["an extension that only starts like a video", "https://example.com/welcome.mp4.exe"],
    ["a dot in a folder name, not the file", "https://example.com/welcome.mp4/download"],
    ["a web page", "https://example.com/videos/welcome"],
    ["YouTube watch without an id", "https://www.youtube.com/watch"],
    ["YouTube id too short", "https://www.youtube.com/watch?v=abc123"],
    ["YouTube id too long", `https://youtu.be/${ID}x`],
    ["YouTube id with a bad character", "https://youtu.be/dQw4w9WgX!Q"],
    ["YouTube short link without an id", "https://youtu.be/"],
    ["YouTube channel", "https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA"],
    ["YouTube playlist", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs"],
    ["YouTube embed with extra segments", `https://www.youtube.com/embed/${ID}/extra`],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["YouTube in the path of another host", `https://evil.example/youtube.com/watch?v=${ID}`],
    ["credentials before another host", `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ["credentials on a YouTube host", `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ["a host-relative link", `//www.youtube.com/watch?v=${ID}`],
    ["Vimeo name instead of id", "https://vimeo.com/staffpicks"],
    ["Vimeo channel without a video", "https://vimeo.com/channels/staffpicks"],
    ["Vimeo home page", "https://vimeo.com/"],
    ["Vimeo player without an id", "https://player.vimeo.com/video/"],
    ["Vimeo player with a name", "https://player.vimeo.com/video/welcome"],
    ["Vimeo with a malformed private hash", "https://vimeo.com/76979871/not-a-hash!"],
    ["a path on this site that is not a video", "/welcome"],
    ["text with a space inside a link", `https://youtu.be/ ${ID}`],
  ])("%s", (_case, input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });
});
