import { describe, expect, it } from "vitest";
import { BadFormError, formFields, MAX_FORM_BYTES } from "./form-data.server";

/** A body streamed in chunks with no Content-Length, as a chunked HTTP request arrives. */
function streamedRequest(chunks: string[], contentType = "application/x-www-form-urlencoded"): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < chunks.length) controller.enqueue(encoder.encode(chunks[pulled++]));
      else controller.close();
    },
  });
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("formFields", () => {
  it("reads urlencoded and multipart fields, first value wins, files ignored", async () => {
    const urlencoded = new Request("http://localhost/contact", {
      method: "POST",
      body: new URLSearchParams([
        ["email", "kai@example.com"],
        ["email", "second@example.com"],
      ]),
    });
    expect(await formFields(urlencoded)).toEqual({ email: "kai@example.com" });
    const multipart = new FormData();
    multipart.set("suggestion", "More beaches");
    multipart.set("upload", new Blob(["x"]), "x.txt");
    const request = new Request("http://localhost/contact", { method: "POST", body: multipart });
    expect(await formFields(request)).toEqual({ suggestion: "More beaches" });
  });

  it("refuses a declared body over the limit", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(MAX_FORM_BYTES + 1) },
      body: "a=1",
    });
    await expect(formFields(request)).rejects.toThrow(BadFormError);
  });

  it("refuses a chunked body that grows past the limit without reading the rest", async () => {
    const chunk = "a".repeat(16 * 1024);
    const chunks = ["message=", ...Array.from({ length: 1_000 }, () => chunk)];
    const request = streamedRequest(chunks);
    await expect(formFields(request)).rejects.toThrow("The form is too large.");
  });

  it("reads a chunked body under the limit", async () => {
    expect(await formFields(streamedRequest(["message=Aloha", "%20friends"]))).toEqual({ message: "Aloha friends" });
  });

  it("refuses bodies that are not forms", async () => {
    const bodies: [string, string][] = [
      ["application/json", '{"message":"hi"}'],
      ["multipart/form-data; boundary=xyz", "--xyz\r\ngarbage"],
      ["", "message=hi"],
    ];
    for (const [contentType, body] of bodies) {
      const request = new Request("http://localhost/contact", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
      await expect(formFields(request), contentType).rejects.toThrow(BadFormError);
    }
  });
});
