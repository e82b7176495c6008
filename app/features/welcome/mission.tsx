import { MISSION } from "~/content/welcome";

/** The mission statement's paragraphs, under whatever heading the page gives them. */
export function MissionParagraphs() {
  return MISSION.paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-2 text-slate-700">
      {paragraph}
    </p>
  ));
}
