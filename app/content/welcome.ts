/**
 * The welcome video shown in the first-visit dialog on the home page and preset on /welcome.
 *
 * Deliberately unset: the practice has not published its welcome video yet, and a made-up
 * link would embed someone else's video. While it is empty both places show "Welcome video
 * unavailable". Set it to any link `parseVideoUrl` accepts (app/features/video/video-url.ts):
 * a YouTube or Vimeo link, or an https .mp4/.webm/.ogg file.
 */
export const WELCOME_VIDEO_URL: string = "";

/** The mission statement on the welcome dialog and the welcome page. */
export const MISSION = {
  heading: "Our mission",
  paragraphs: [
    "A PCS move to Hawaii comes with rules you won't meet anywhere else: pet quarantine, firearm registration, shipping a car across an ocean, and one of the country's toughest housing markets.",
    "Aloha PCS puts the official rules, honest planning figures and free tools for all of it in one place, so your family can plan the move and find a home with confidence. Every guide links its official sources, and we never sell your details.",
  ],
} as const;
