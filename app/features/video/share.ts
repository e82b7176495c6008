/**
 * Share a link (SPEC.md §7, §8): the device's share sheet when there is one; when there is
 * none, or it fails for any reason but the user cancelling, copy the link to the clipboard,
 * and where the Clipboard API is missing or refused, copy through a hidden text area.
 */
export type ShareOutcome =
  /** The share sheet took the link. */
  | "shared"
  /** The link is on the clipboard. */
  | "copied"
  /** The user closed the share sheet: nothing more to do or say. */
  | "cancelled"
  /** Neither sharing nor copying worked. */
  | "failed";

export type SharePayload = { title: string; text?: string; url: string };

/** The parts of the browser the share flow uses; tests pass fakes. */
export type ShareEnvironment = {
  navigator: {
    share?: (data: SharePayload) => Promise<void>;
    canShare?: (data: SharePayload) => boolean;
    clipboard?: { writeText: (text: string) => Promise<void> };
  };
  document: {
    createElement: (tagName: "textarea") => CopyTextArea;
    body: { appendChild: (node: CopyTextArea) => unknown; removeChild: (node: CopyTextArea) => unknown };
    execCommand: (command: "copy") => boolean;
  };
};

type CopyTextArea = {
  value: string;
  style: { position: string; top: string; opacity: string };
  setAttribute: (name: string, value: string) => void;
  select: () => void;
};

export function browserShareEnvironment(): ShareEnvironment {
  return { navigator: window.navigator, document: window.document as unknown as ShareEnvironment["document"] };
}

export async function shareLink(payload: SharePayload, env: ShareEnvironment): Promise<ShareOutcome> {
  const { navigator } = env;
  if (typeof navigator.share === "function" && (navigator.canShare?.(payload) ?? true)) {
    try {
      await navigator.share(payload);
      return "shared";
    } catch (error) {
      // A DOMException; checked by name, as some browsers' DOMExceptions are not Errors.
      if ((error as { name?: unknown } | null)?.name === "AbortError") return "cancelled";
      // Not allowed here, no share target, an old browser's quirk: copy the link instead.
    }
  }
  return (await copyText(payload.url, env)) ? "copied" : "failed";
}

async function copyText(text: string, env: ShareEnvironment): Promise<boolean> {
  const clipboard = env.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === "function") {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or an insecure context: fall through to the text area.
    }
  }
  return copyWithTextArea(text, env.document);
}

/** The pre-Clipboard-API way: select the text in an off-screen text area and run "copy". */
function copyWithTextArea(text: string, document: ShareEnvironment["document"]): boolean {
  const textArea = document.createElement("textarea");
  textArea.value = text;
  textArea.setAttribute("readonly", "");
  textArea.setAttribute("aria-hidden", "true");
  textArea.style.position = "fixed";
  textArea.style.top = "-1000px";
  textArea.style.opacity = "0";
  document.body.appendChild(textArea);
  try {
    textArea.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    document.body.removeChild(textArea);
  }
}
