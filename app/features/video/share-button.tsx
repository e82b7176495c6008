import { Share2 } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { browserShareEnvironment, shareLink, type SharePayload } from "./share";

/**
 * Shares a link through the device's share sheet, or copies it, and says which happened.
 * Only a script can do either, so the button appears once the page is hydrated; without one,
 * the address bar has the link.
 */
export function ShareButton({
  payload,
  children = "Share",
  ...props
}: Omit<ButtonProps, "onClick"> & { payload: () => SharePayload }) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function share() {
    setBusy(true);
    const link = payload();
    try {
      const outcome = await shareLink(link, browserShareEnvironment());
      if (outcome === "shared") toast.success("Shared successfully!");
      else if (outcome === "copied") toast.success("Link copied to clipboard!");
      else if (outcome === "failed") toast.error("Couldn't share or copy the link", { description: link.url });
    } finally {
      setBusy(false);
    }
  }

  if (!hydrated) return null;
  return (
    <Button variant="outline" onClick={share} disabled={busy} {...props}>
      <Share2 aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
