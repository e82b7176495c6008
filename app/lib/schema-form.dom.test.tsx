import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Form, useActionData, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useSchemaForm } from "./schema-form";

const schema = z.object({ password: z.string().min(8, "At least 8 characters") });

/** What the action answered for "short": the field refused by the server, as the page shows it. */
function refusedReply(): SubmissionResult<string[]> {
  const formData = new FormData();
  formData.set("password", "short");
  return parseWithZod(formData, { schema }).reply({ hideFields: ["password"] });
}

/**
 * A form that has the server's answer to a refused submission, whose schema arrives when the
 * test lets it (a slow phone: the page runs before the schema's code is there).
 */
function renderRefusedForm() {
  let schemaArrives: () => void = () => {};
  const schemaLoaded = new Promise<typeof schema>((resolve) => {
    schemaArrives = () => resolve(schema);
  });
  const posted: string[] = [];
  function PasswordForm() {
    const { lastResult } = useLoaderData<{ lastResult: SubmissionResult<string[]> }>();
    const answer = useActionData<SubmissionResult<string[]>>();
    const [form, fields] = useSchemaForm({
      id: "reset",
      loadSchema: () => schemaLoaded,
      lastResult: answer ?? lastResult,
    });
    return (
      <Form method="post" {...getFormProps(form)}>
        <label htmlFor={fields.password.id}>New password</label>
        <input {...getInputProps(fields.password, { type: "password" })} />
        <p id={fields.password.errorId}>{fields.password.errors?.[0]}</p>
        <button type="submit">Save</button>
      </Form>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/reset",
      loader: () => ({ lastResult: refusedReply() }),
      action: async ({ request }) => {
        posted.push(new URLSearchParams(await request.text()).toString());
        return { status: "success" } satisfies SubmissionResult<string[]>;
      },
      Component: PasswordForm,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/reset"]} />);
  return { user: userEvent.setup(), schemaArrives, posted };
}

describe("a form with the server's answer, before its schema has arrived", () => {
  it("sends nothing while the refused field is corrected, checks it as typed once the schema is there, and sends the form on Save", async () => {
    const { user, schemaArrives, posted } = renderRefusedForm();
    const field = await screen.findByLabelText("New password");
    expect(screen.getByText("At least 8 characters")).toBeTruthy();

    await user.type(field, "NewAloha");
    // Typing is no submission: nothing reached the action, and the field keeps what was typed.
    expect(posted).toEqual([]);
    expect((field as HTMLInputElement).value).toBe("NewAloha");

    schemaArrives();
    await user.type(field, "2027");
    await waitFor(() => expect(screen.queryByText("At least 8 characters")).toBeNull());
    expect(posted).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toEqual(["password=NewAloha2027"]));
  });
});
