import { ClipboardCheck, PhoneCall } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { CHECKLIST_PATH } from "~/content/home";
import { pageInfo } from "~/content/pages";
import { MISSION } from "~/content/welcome";
import { ShareButton } from "~/features/video/share-button";
import { VideoMessage, VideoPlayer } from "~/features/video/video-player";
import { parseVideoUrl } from "~/features/video/video-url";
import { FirstSteps } from "~/features/welcome/first-steps";
import { FounderCard } from "~/features/welcome/founder-card";
import { MissionParagraphs } from "~/features/welcome/mission";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/welcome";

const PAGE = pageInfo("/welcome");

/** The query parameter that carries a video link, so a preview works without JavaScript and can be shared. */
const VIDEO_PARAM = "video";

export const meta: Route.MetaFunction = () => pageMeta("/welcome");

export default function WelcomePage() {
  const [searchParams] = useSearchParams();
  const site = useSite();
  const linkInAddress = searchParams.get(VIDEO_PARAM) ?? site.welcomeVideoUrl;
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      {site.welcomeVideoUrl ? null : <FirstSteps headingLevel="h2" className="mb-10" />}
      <VideoPreview key={linkInAddress} initialLink={linkInAddress} />

      <Card aria-labelledby="mission" className="mt-10">
        <CardTitle id="mission" className="text-2xl">
          {MISSION.heading}
        </CardTitle>
        <MissionParagraphs />
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={CHECKLIST_PATH} className={buttonVariants()}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            Start the PCS checklist
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
            <PhoneCall aria-hidden="true" className="size-4" />
            Contact a sponsor
          </Link>
        </div>
      </Card>

      <div className="mt-10">
        <FounderCard />
      </div>
    </>
  );
}

/**
 * The link box and its preview. The preview follows what is typed; "Preview video" also puts
 * the link in the address (`?video=…`), which is how the form works without JavaScript.
 */
function VideoPreview({ initialLink }: { initialLink: string }) {
  const site = useSite();
  const [, setSearchParams] = useSearchParams();
  const [link, setLink] = useState(initialLink);
  const source = parseVideoUrl(link);
  const invalid = link.trim() !== "" && !source;
  const id = useId();

  function showInAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearchParams(link.trim() ? { [VIDEO_PARAM]: link.trim() } : {}, { replace: true, preventScrollReset: true });
  }

  function sharePayload() {
    const url = new URL("/welcome", window.location.origin);
    if (source) url.searchParams.set(VIDEO_PARAM, link.trim());
    return { title: `Welcome to ${site.name}`, text: site.tagline, url: url.href };
  }

  return (
    <section aria-labelledby="welcome-video">
      <h2 id="welcome-video" className="text-2xl font-bold text-ocean-900">
        Welcome video
      </h2>
      <form method="get" onSubmit={showInAddress} className="mt-4">
        <label htmlFor={`${id}-link`} className="block font-semibold text-slate-800">
          Video link
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-700">
          A YouTube or Vimeo link, or a direct .mp4, .webm or .ogg file.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-link`}
            name={VIDEO_PARAM}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-help ${id}-error` : `${id}-help`}
            className="min-h-11 w-full flex-1 rounded-md border border-slate-400 px-3 text-slate-900 aria-invalid:border-coral-700"
          />
          <div className="flex gap-3">
            <Button type="submit">Preview video</Button>
            <ShareButton payload={sharePayload} />
          </div>
        </div>
      </form>
      <div className="mt-5">
        {source ? (
          <VideoPlayer source={source} title={`Welcome to ${site.name}`} />
        ) : invalid ? (
          <VideoMessage id={`${id}-error`} title="Unable to embed this video" hint="Please check the URL format" />
        ) : (
          // Nothing configured or typed: a hint, not an error panel (the first steps above welcome the visitor).
          <p className="text-sm text-slate-700">Paste a video link above to preview it here.</p>
        )}
      </div>
    </section>
  );
}
