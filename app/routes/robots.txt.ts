import { publicOrigin, robotsTxt } from "~/lib/seo";

export function loader() {
  return new Response(robotsTxt(publicOrigin(process.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
