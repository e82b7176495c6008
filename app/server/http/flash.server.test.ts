import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { responseCookiesContext } from "~/lib/request-context";
import { FLASH_COOKIE, flashMessages } from "./flash.server";

const SECRET = "flash-test-secret-0123456789abcdef";

/** The next request's Cookie header after a response set `setCookie`. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

function nextPage(cookie: string | null) {
  const context = new RouterContextProvider();
  context.set(responseCookiesContext, []);
  const request = new Request("http://localhost/", { headers: cookie === null ? {} : { cookie } });
  return { request, context, cleared: () => context.get(responseCookiesContext) ?? [] };
}

describe("flash messages", () => {
  const flash = flashMessages({ secret: SECRET, secure: false });

  it("carry one message to the next page, then clear their cookie", async () => {
    const setCookie = await flash.cookie("Signed in successfully!");
    expect(setCookie).toMatch(new RegExp(`^${FLASH_COOKIE}=`));
    expect(setCookie).toMatch(/; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await flash.pending(`a=1; ${sentBack(setCookie)}`)).toBe(true);

    const page = nextPage(sentBack(setCookie));
    expect(await flash.take(page.request, page.context)).toBe("Signed in successfully!");
    expect(page.cleared()).toHaveLength(1);
    expect(page.cleared()[0]).toMatch(new RegExp(`^${FLASH_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`));
  });

  it("ignore a cookie the server did not sign: tampered, forged or signed with another secret", async () => {
    const setCookie = sentBack(await flash.cookie("Signed in successfully!"));
    const [name, value] = setCookie.split("=") as [string, string];
    const [data, signature] = decodeURIComponent(value).split(".") as [string, string];
    const otherData = btoa(JSON.stringify({ __flash_message__: "Your account is locked: call 555-0100" }));
    const signedElsewhere = sentBack(await flashMessages({ secret: `${SECRET}-other`, secure: false }).cookie("Hi"));
    for (const cookie of [
      `${name}=${encodeURIComponent(`${otherData}.${signature}`)}`,
      `${name}=${encodeURIComponent(`${data}.${signature.slice(1)}`)}`,
      `${name}=${encodeURIComponent(otherData)}`,
      `${name}=Hello`,
      `${name}=%E0%A4%A`,
      signedElsewhere,
    ]) {
      const page = nextPage(cookie);
      expect(await flash.take(page.request, page.context), cookie).toBeNull();
      expect(await flash.pending(cookie), cookie).toBe(false);
    }
  });

  it("read nothing and clear nothing without the cookie", async () => {
    const page = nextPage(null);
    expect(await flash.take(page.request, page.context)).toBeNull();
    expect(page.cleared()).toEqual([]);
    expect(await flash.pending(undefined)).toBe(false);
  });

  it("are Secure under an https PUBLIC_URL and at most 200 characters", async () => {
    const secure = flashMessages({ secret: SECRET, secure: true });
    const setCookie = await secure.cookie("x".repeat(500));
    expect(setCookie).toMatch(/; Secure/);
    const page = nextPage(sentBack(setCookie));
    expect(await secure.take(page.request, page.context)).toBe("x".repeat(200));
  });
});
