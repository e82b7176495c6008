import { serverEnv } from "~/server/env.server";
import { robotsTxt } from "~/lib/seo";

export function loader() {
  return new Response(robotsTxt(serverEnv().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
