import { useMemo, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { MISSION } from "~/content/welcome";
import { VideoMessage, VideoPlayer } from "~/features/video/video-player";
import { parseVideoUrl } from "~/features/video/video-url";
import { useSite } from "~/lib/use-site";
import { FounderDetails, useFounderContact } from "./founder-card";
import { MissionParagraphs } from "./mission";

/**
 * The first-visit welcome: video, founder, mission and "Let's Get Started". Loaded on demand
 * (React.lazy in first-visit-welcome.tsx), so none of it is in the home page's first-paint code.
 */
export default function WelcomeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const site = useSite();
  const welcomeVideo = useMemo(() => parseVideoUrl(site.welcomeVideoUrl), [site.welcomeVideoUrl]);
  const [founder] = useFounderContact();
  const content = useRef<HTMLDivElement>(null);
  const focusedBefore = useRef<Element | null>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        closeLabel="Close welcome"
        onOpenAutoFocus={(event) => {
          // Start at the top (title and video), not at the first link further down.
          focusedBefore.current = document.activeElement;
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a dialog's trigger; nobody opened this one from a control,
          // so focus goes back to what had it before, or else to the page's main content
          // (root.tsx's <main id="main">) rather than nowhere.
          event.preventDefault();
          const before = focusedBefore.current;
          const target =
            before instanceof HTMLElement && before !== document.body && before.isConnected
              ? before
              : document.getElementById("main");
          target?.focus({ preventScroll: true });
        }}
      >
        <DialogTitle>Aloha, and welcome to {site.name}!</DialogTitle>
        <DialogDescription>
          Free guides and tools for military families moving to Hawaii, from someone who has made the move.
        </DialogDescription>
        <div className="mt-5">
          {welcomeVideo ? (
            <VideoPlayer source={welcomeVideo} title={`Welcome to ${site.name}`} />
          ) : (
            <VideoMessage
              title="Welcome video unavailable"
              hint="Everything the video covers is on this site's pages."
            />
          )}
        </div>
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
          <DialogClose asChild>
            <Button size="lg">Let&apos;s Get Started</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
