import { describe, expect, it, vi } from "vitest";
import { shareLink, type ShareEnvironment, type SharePayload } from "./share";

const PAYLOAD: SharePayload = {
  title: "Aloha PCS",
  text: "Watch our welcome video",
  url: "https://aloha.example/welcome",
};

function domError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

/** A fake browser: records what was shared, written to the clipboard and copied by text area. */
function fakeEnvironment(options: {
  share?: (data: SharePayload) => Promise<void>;
  canShare?: (data: SharePayload) => boolean;
  writeText?: (text: string) => Promise<void>;
  execCommand?: () => boolean;
}) {
  const textAreas: { value: string; selected: boolean; attached: boolean; readonly: boolean }[] = [];
  const execCommand = vi.fn(options.execCommand ?? (() => true));
  const env: ShareEnvironment = {
    navigator: {
      share: options.share,
      canShare: options.canShare,
      clipboard: options.writeText ? { writeText: options.writeText } : undefined,
    },
    document: {
      createElement: () => {
        const record = { value: "", selected: false, attached: false, readonly: false };
        textAreas.push(record);
        return {
          set value(text: string) {
            record.value = text;
          },
          get value() {
            return record.value;
          },
          style: { position: "", top: "", opacity: "" },
          setAttribute: (name: string) => {
            if (name === "readonly") record.readonly = true;
          },
          select: () => {
            if (!record.attached) throw new Error("selected a text area that is not in the document");
            record.selected = true;
          },
        };
      },
      body: {
        appendChild: () => {
          textAreas.at(-1)!.attached = true;
        },
        removeChild: () => {
          textAreas.at(-1)!.attached = false;
        },
      },
      execCommand: (command) => {
        expect(command).toBe("copy");
        expect(textAreas.at(-1)?.selected).toBe(true);
        return execCommand();
      },
    },
  };
  return { env, textAreas, execCommand };
}

describe("shareLink", () => {
  it("uses the share sheet when the browser has one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    const { env, textAreas } = fakeEnvironment({ share, writeText });
    expect(await shareLink(PAYLOAD, env)).toBe("shared");
    expect(share).toHaveBeenCalledWith(PAYLOAD);
    expect(writeText).not.toHaveBeenCalled();
    expect(textAreas).toHaveLength(0);
  });

  it("does nothing more when the user cancels the share sheet", async () => {
    const writeText = vi.fn(async () => {});
    const { env, textAreas } = fakeEnvironment({
      share: async () => {
        throw domError("AbortError");
      },
      writeText,
    });
    expect(await shareLink(PAYLOAD, env)).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
    expect(textAreas).toHaveLength(0);
  });

  it.each(["NotAllowedError", "DataError", "TypeError"])(
    "copies the link to the clipboard when sharing fails with %s",
    async (name) => {
      const writeText = vi.fn(async () => {});
      const { env } = fakeEnvironment({
        share: async () => {
          throw domError(name);
        },
        writeText,
      });
      expect(await shareLink(PAYLOAD, env)).toBe("copied");
      expect(writeText).toHaveBeenCalledWith(PAYLOAD.url);
    },
  );

  it("copies the link to the clipboard when the browser has no share sheet", async () => {
    const writeText = vi.fn(async () => {});
    const { env } = fakeEnvironment({ writeText });
    expect(await shareLink(PAYLOAD, env)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(PAYLOAD.url);
  });

  it("copies instead of sharing when the browser says it cannot share this link", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    const { env } = fakeEnvironment({ share, canShare: () => false, writeText });
    expect(await shareLink(PAYLOAD, env)).toBe("copied");
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(PAYLOAD.url);
  });

  it("falls back to a hidden text area when there is no Clipboard API, and cleans it up", async () => {
    const { env, textAreas, execCommand } = fakeEnvironment({});
    expect(await shareLink(PAYLOAD, env)).toBe("copied");
    expect(execCommand).toHaveBeenCalledOnce();
    expect(textAreas).toEqual([{ value: PAYLOAD.url, selected: true, attached: false, readonly: true }]);
  });

  it("falls back to a hidden text area when the clipboard refuses", async () => {
    const { env, textAreas } = fakeEnvironment({
      share: async () => {
        throw domError("NotAllowedError");
      },
      writeText: async () => {
        throw domError("NotAllowedError");
      },
    });
    expect(await shareLink(PAYLOAD, env)).toBe("copied");
    expect(textAreas.map((area) => area.value)).toEqual([PAYLOAD.url]);
  });

  it("reports failure when even the text area cannot copy, and still removes it", async () => {
    const { env, textAreas } = fakeEnvironment({ execCommand: () => false });
    expect(await shareLink(PAYLOAD, env)).toBe("failed");
    expect(textAreas[0]?.attached).toBe(false);
  });

  it("reports failure when the copy command throws", async () => {
    const { env, textAreas } = fakeEnvironment({
      execCommand: () => {
        throw new Error("copy is not supported");
      },
    });
    expect(await shareLink(PAYLOAD, env)).toBe("failed");
    expect(textAreas[0]?.attached).toBe(false);
  });
});
