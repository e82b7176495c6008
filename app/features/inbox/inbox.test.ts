import { describe, expect, it } from "vitest";
import {
  firstLine,
  inboxCsvFileName,
  inboxFilterQuery,
  inboxTimeLabel,
  INBOX_SEARCH_MAX_LENGTH,
  messagePath,
  readInboxFilter,
  replyMailText,
} from "./inbox";

describe("the inbox filter in the address", () => {
  it("reads kind, status, text and page", () => {
    expect(readInboxFilter(new URLSearchParams("kind=suggestion&status=archived&q=+%20dogs%20&page=3"))).toEqual({
      kind: "suggestion",
      status: "archived",
      q: "dogs",
      page: 3,
    });
  });

  it("reads anything unknown as all, and a bad page as the first", () => {
    for (const page of ["0", "-2", "1.5", "x", "", "99999999999999999999"]) {
      expect(readInboxFilter(new URLSearchParams({ kind: "spam", status: "deleted", page }))).toEqual({
        kind: "all",
        status: "all",
        q: "",
        page: 1,
      });
    }
  });

  it("cuts a very long search", () => {
    expect(readInboxFilter(new URLSearchParams({ q: "a".repeat(500) })).q).toHaveLength(INBOX_SEARCH_MAX_LENGTH);
  });

  it("writes the filter back, leaving out the defaults", () => {
    expect(inboxFilterQuery({ kind: "all", status: "all", q: "", page: 1 })).toBe("");
    expect(inboxFilterQuery({ kind: "contact", status: "new", q: "5% & more", page: 1 }, 2)).toBe(
      "?kind=contact&status=new&q=5%25+%26+more&page=2",
    );
  });
});

describe("the inbox's words", () => {
  it("links a message's page", () => {
    expect(messagePath("contact", "0b7d")).toBe("/admin/messages/contact/0b7d");
  });

  it("shows a message's first line, cut to length", () => {
    expect(firstLine("\n  Aloha!\nWe arrive in June.")).toBe("Aloha!");
    expect(firstLine("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("gives times in Hawaii", () => {
    expect(inboxTimeLabel(new Date("2027-03-10T20:05:00.000Z"))).toBe("Mar 10, 2027, 10:05 AM Hawaii time");
  });

  it("names the CSV by the date in Hawaii (still the day before at 8 AM UTC)", () => {
    expect(inboxCsvFileName(new Date("2027-03-11T08:00:00.000Z"))).toBe("aloha-pcs-messages-2027-03-10.csv");
    expect(inboxCsvFileName(new Date("2027-03-11T10:00:00.000Z"))).toBe("aloha-pcs-messages-2027-03-11.csv");
  });

  it("quotes what the family wrote below the owner's reply", () => {
    expect(
      replyMailText("  Aloha Kai,\n\nYes.\n", {
        text: "Do you help\n\nwith base housing?",
        receivedAt: new Date("2027-03-10T20:05:00.000Z"),
      }),
    ).toBe(
      "Aloha Kai,\n\nYes.\n\n---\nOn Mar 10, 2027, 10:05 AM Hawaii time, you wrote:\n> Do you help\n>\n> with base housing?\n",
    );
  });
});
