import { VideoOff } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { VideoSource } from "./video-url";

/** 16:9 at any width: the frame's space is reserved before the video loads (no layout shift). */
const FRAME = "relative aspect-video w-full overflow-hidden rounded-xl";

/** An embedded YouTube or Vimeo player, or the browser's own player for a direct file. */
export function VideoPlayer({ source, title, className }: { source: VideoSource; title: string; className?: string }) {
  return (
    <div className={cn(FRAME, "bg-slate-900", className)}>
      {source.kind === "file" ? (
        <video
          controls
          playsInline
          preload="metadata"
          width={1280}
          height={720}
          aria-label={title}
          className="absolute inset-0 size-full"
        >
          <source src={source.url} type={source.mimeType} />
          <p className="p-4 text-white">
            Your browser can't play this video here.{" "}
            <a href={source.url} className="underline">
              Open the video file
            </a>
            .
          </p>
        </video>
      ) : (
        <iframe
          src={source.embedUrl}
          title={title}
          width={1280}
          height={720}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  );
}

/** Stands in the video's place, same size, when there is nothing that can be embedded. */
export function VideoMessage({
  title,
  hint,
  id,
  className,
}: {
  title: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      className={cn(
        FRAME,
        "flex flex-col items-center justify-center gap-2 border-2 border-dashed border-ocean-100 bg-ocean-50 p-6 text-center",
        className,
      )}
    >
      <VideoOff aria-hidden="true" className="size-10 text-ocean-700" />
      <p className="text-lg font-semibold text-ocean-900">{title}</p>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
    </div>
  );
}
