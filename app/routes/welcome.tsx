import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { PRIMARY_ACTION } from "~/content/home";
import { pageInfo } from "~/content/pages";
import { ShareButton } from "~/features/video/share-button";
import { WelcomeContent } from "~/features/welcome/welcome-section";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/welcome";

const PAGE = pageInfo("/welcome");

export const meta: Route.MetaFunction = () => pageMeta("/welcome");

/**
 * The welcome, for visitors to read: the practice's video when the owner has configured one,
 * the mission, the founder and three first steps. The video link and the founder's details
 * are the owner's settings, not controls on this page.
 */
export default function WelcomePage() {
  const site = useSite();
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead="Free guides and tools for military families making a permanent change of station (PCS) move to Hawaii, from someone who has made the move. Here is who we are and where to start."
      />
      <WelcomeContent level="h2" />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={PRIMARY_ACTION.href} className={buttonVariants()}>
          {PRIMARY_ACTION.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
          <Mail aria-hidden="true" className="size-4" />
          Send us a message
        </Link>
        <ShareButton
          payload={() => ({
            title: `Welcome to ${site.name}`,
            text: site.tagline,
            url: new URL("/welcome", window.location.origin).href,
          })}
        />
      </div>
    </>
  );
}
