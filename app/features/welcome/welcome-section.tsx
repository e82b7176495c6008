import { useMemo } from "react";
import { Card, CardTitle } from "~/components/ui/card";
import { MISSION } from "~/content/welcome";
import { VideoMessage, VideoPlayer } from "~/features/video/video-player";
import { parseVideoUrl } from "~/features/video/video-url";
import { useSite } from "~/lib/use-site";
import { FirstSteps } from "./first-steps";
import { FounderCard } from "./founder-card";
import { MissionParagraphs } from "./mission";

/**
 * The welcome (SPEC.md's first-visit content, issue 30: a section, never a pop-up): the
 * practice's video when one is configured, the mission, the founder and three first steps.
 * The home page shows it under its own h2 (`level` "h3"); the welcome page under its h1 ("h2").
 */
export function WelcomeContent({ level }: { level: "h2" | "h3" }) {
  const site = useSite();
  const welcomeVideo = useMemo(() => parseVideoUrl(site.welcomeVideoUrl), [site.welcomeVideoUrl]);
  return (
    <div className="@container/welcome">
      {site.welcomeVideoUrl ? (
        <div className="mb-6">
          {welcomeVideo ? (
            <VideoPlayer source={welcomeVideo} title={`Welcome to ${site.name}`} />
          ) : (
            // Settings are checked when saved, so only a link from before that check lands here.
            <VideoMessage title="Welcome video unavailable" />
          )}
        </div>
      ) : null}
      <div className="grid gap-6 @2xl/welcome:grid-cols-2">
        <Card aria-labelledby={`mission-${level}`}>
          <CardTitle as={level} id={`mission-${level}`} size="lg">
            {MISSION.heading}
          </CardTitle>
          <MissionParagraphs />
        </Card>
        <FounderCard headingLevel={level} />
      </div>
      <FirstSteps headingLevel={level} className="mt-8" />
    </div>
  );
}
