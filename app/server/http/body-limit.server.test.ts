import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, MAX_BODY_BYTES } from "./body-limit.server";

describe("body limit", () => {
  let url: string;
  let reached = 0;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit({ "/photo-form": 2 * MAX_BODY_BYTES }));
    // Stands in for React Router: reads the whole body it is given.
    app.post(["/form", "/photo-form"], async (req, res) => {
      reached++;
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      res.json({ bytes });
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("lets a body of up to MAX_BODY_BYTES through", async () => {
    const response = await fetch(url, { method: "POST", body: "a".repeat(MAX_BODY_BYTES) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: MAX_BODY_BYTES });
  });

  it("lets a form that carries a file have its own larger limit, and only that form", async () => {
    const photoForm = url.replace(/\/form$/, "/photo-form");
    expect((await fetch(photoForm, { method: "POST", body: "a".repeat(2 * MAX_BODY_BYTES) })).status).toBe(200);
    expect((await fetch(photoForm, { method: "POST", body: "a".repeat(2 * MAX_BODY_BYTES + 1) })).status).toBe(413);
    expect((await fetch(url, { method: "POST", body: "a".repeat(MAX_BODY_BYTES + 1) })).status).toBe(413);
  });

  it("refuses a larger body with 413 before any route reads it, and the client gets the answer", async () => {
    const before = reached;
    const response = await fetch(url, { method: "POST", body: "a".repeat(MAX_BODY_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The form is too large.");
    expect(reached).toBe(before);
    // The connection was drained, not reset: the next request on it works.
    expect((await fetch(url, { method: "POST", body: "ok" })).status).toBe(200);
  });

  it("refuses a chunked body, which declares no size, with 411", async () => {
    const before = reached;
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("itemIndex=1&completed=true"));
        controller.close();
      },
    });
    const response = await fetch(url, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(411);
    expect(reached).toBe(before);
  });

  it("answers a body declared far too large without reading it all", async () => {
    const before = reached;
    const response = await fetch(url, { method: "POST", body: "a".repeat(3 * 1024 * 1024) }).catch(
      (error: unknown) => error,
    );
    // Either the 413 arrived, or the connection was cut once a megabyte had been dropped.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(reached).toBe(before);
  });
});
