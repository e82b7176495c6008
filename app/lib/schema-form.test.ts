import { describe, expect, it } from "vitest";
import { firstMessage } from "./schema-form";

describe("firstMessage", () => {
  it("gives the form's own message first, then the first field's", () => {
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({ email: null, password: [] })).toBeUndefined();
    expect(firstMessage({ email: ["Bad email"], "": ["Invalid email or password"] })).toBe("Invalid email or password");
    expect(firstMessage({ email: null, password: ["Too short", "No number"] })).toBe("Too short");
  });
});
