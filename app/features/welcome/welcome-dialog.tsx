import { useMemo } from "react";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { MISSION } from "~/content/welcome";
import { VideoPlayer } from "~/features/video/video-player";
import { parseVideoUrl } from "~/features/video/video-url";
import { useSite } from "~/lib/use-site";
import { FirstSteps } from "./first-steps";
import { FounderDetails, useFounderContact } from "./founder-card";
import { MissionParagraphs } from "./mission";

/**
 * The first-visit welcome: the video (or, when none is configured, three first steps), founder,
 * mission and "Let's Get Started". Loaded on demand
 * (React.lazy in first-visit-welcome.tsx), so none of it is in the home page's first-paint code.
 */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSite();
  const welcomeVideo = useMemo(() => parseVideoUrl(site.welcomeVideoUrl), [site.welcomeVideoUrl]);
  const [founder] = useFounderContact();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={`Aloha, and welcome to ${site.name}!`}
      description="Free guides and tools for military families moving to Hawaii, from someone who has made the move."
      closeLabel="Close welcome"
    >
      {/* The video only when the practice has configured one; otherwise the written welcome's first steps. */}
      {welcomeVideo ? (
        <div className="mt-5">
          <VideoPlayer source={welcomeVideo} title={`Welcome to ${site.name}`} />
        </div>
      ) : (
        <FirstSteps className="mt-5" />
      )}
      <section aria-labelledby="welcome-founder" className="mt-6 rounded-xl border border-ocean-100 bg-sand-50 p-4">
        <h3 id="welcome-founder" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Your founder and sponsor
        </h3>
        <FounderDetails founder={founder} className="mt-3" />
      </section>
      <section aria-labelledby="welcome-mission" className="mt-6">
        <h3 id="welcome-mission" className="text-lg font-semibold text-ocean-900">
          {MISSION.heading}
        </h3>
        <MissionParagraphs />
      </section>
      <div className="mt-6 flex justify-end">
        <Button size="lg" onClick={onClose}>
          Let&apos;s Get Started
        </Button>
      </div>
    </ModalDialog>
  );
}
