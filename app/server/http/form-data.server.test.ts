import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { firstValues, parseSubmission, readFormData, refusedForm } from "./form-data.server";

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/contact", { method: "POST", headers, body });
}

describe("readFormData", () => {
  it("reads urlencoded and multipart forms", async () => {
    const urlencoded = await readFormData(post(new URLSearchParams({ email: "kai@example.com" })));
    expect("formData" in urlencoded && urlencoded.formData.get("email")).toBe("kai@example.com");
    const multipart = new FormData();
    multipart.set("suggestion", "More beaches");
    const read = await readFormData(post(multipart));
    expect("formData" in read && read.formData.get("suggestion")).toBe("More beaches");
  });

  it.each([
    ["application/json", '{"message":"hi"}'],
    ["multipart/form-data; boundary=xyz", "--xyz\r\ngarbage"],
    ["text/plain", "message=hi"],
  ])("refuses a %s body that is not a form with one line", async (contentType, body) => {
    expect(await readFormData(post(body, { "content-type": contentType }))).toEqual({
      error: "The form could not be read.",
    });
  });
});

describe("firstValues (the checklist toggle's fields)", () => {
  it("gives text fields, first value wins, files ignored", async () => {
    const multipart = new FormData();
    multipart.append("itemIndex", "3");
    multipart.append("itemIndex", "4");
    multipart.set("upload", new Blob(["x"]), "x.txt");
    const read = await readFormData(post(multipart));
    expect("formData" in read && firstValues(read.formData)).toEqual({ itemIndex: "3" });
  });
});

describe("parseSubmission", () => {
  const schema = z.object({ name: z.string({ error: "Name, please." }) });
  const form = (entries: [string, string][]) => {
    const formData = new FormData();
    for (const [name, value] of entries) formData.append(name, value);
    return formData;
  };

  it("checks the form with its schema, as Conform's parseWithZod", () => {
    const accepted = parseSubmission(form([["name", "Kai"]]), schema);
    expect(accepted?.status === "success" && accepted.value).toEqual({ name: "Kai" });
    expect(parseSubmission(form([["name", ""]]), schema)?.reply()).toMatchObject({
      status: "error",
      error: { name: ["Name, please."] },
    });
  });

  it("answers null, not an exception, for Conform control fields no browser of ours sends", () => {
    for (const [name, value] of [
      ["__intent__", "not json"],
      ["__intent__", '{"type":"validate"}'],
      ["__state__", "{"],
    ] as const) {
      expect(
        parseSubmission(
          form([
            [name, value],
            ["name", "Kai"],
          ]),
          schema,
        ),
        `${name}=${value}`,
      ).toBeNull();
    }
  });
});

describe("refusedForm", () => {
  it("is a reply with one message for the whole form and no field values", () => {
    expect(refusedForm("The form could not be read.")).toEqual({
      status: "error",
      error: { "": ["The form could not be read."] },
    });
  });
});
