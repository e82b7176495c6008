import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/forms";
import { Optional, TextareaField } from "~/components/forms-more";
import { cn } from "~/lib/cn";
import { readableDate } from "./calendar-date";
import { isOwnItemIntent, OWN_ITEM_LIMITS, type OwnItem, type OwnItemIntent } from "./own-items";
import { PLAN_INTENT_FIELD, type PlanActionAnswer } from "./plan-action";

/** The section's anchor: every form comes back here, with or without JavaScript. */
export const OWN_ITEMS_ANCHOR = "own-items";
/** The search parameter that opens an item's edit form (a plain link, so no JavaScript is needed). */
export const OWN_ITEM_EDIT_PARAM = "edit";

/**
 * Where the section's forms post: the plan page itself (so the edit parameter goes and a saved
 * edit closes its form), back to this section, where the browser lands after a plain post.
 */
const SECTION_ACTION = `/plan#${OWN_ITEMS_ANCHOR}`;

/**
 * The family's own items on their plan: the list in their order, each with Edit, Up, Down and
 * Delete, and a form to add one. Every control is a plain form or link, so all of it works
 * before (or without) JavaScript; the page's action answers each intent (`ownItemsAction`).
 */
export function OwnItemsSection({
  items,
  answer,
  editingId,
}: {
  items: OwnItem[];
  /** The page action's last answer; the section shows it only if it answers one of its intents. */
  answer?: PlanActionAnswer | undefined;
  /** The item whose edit form is open (the page's `?edit=` parameter). */
  editingId?: string | undefined;
}) {
  const action = SECTION_ACTION;
  const own = answer && isOwnItemIntent(answer.intent) ? answer : undefined;
  const refused = (intent: OwnItemIntent) => (own && !own.ok && own.intent === intent ? own : undefined);
  // A refused edit stays open with the family's text and the messages, whatever the address says.
  const editing = refused("own-edit")?.values?.itemId ?? editingId;
  const full = items.length >= OWN_ITEM_LIMITS.perPlan;
  const addForm = useAddFormKey(items.length, own);

  return (
    <Card id={OWN_ITEMS_ANCHOR} aria-labelledby="own-items-heading" className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="own-items-heading">Your own items</CardTitle>
        <p className="text-sm font-semibold text-slate-700">
          {items.length} of {OWN_ITEM_LIMITS.perPlan}
        </p>
      </div>
      <CardDescription>
        Anything else your move needs. Dated items join the plan's weeks and your calendar; undated ones wait under
        upcoming.
      </CardDescription>

      {own ? <AnswerNotice answer={own} /> : null}

      {items.length ? (
        <ol className="mt-4 space-y-3">
          {items.map((item, index) => (
            <li key={item.id} className="rounded-lg border border-ocean-100 bg-white p-3">
              {item.id === editing ? (
                <OwnItemForm
                  key={`${item.id}-${item.updatedAtMs}`}
                  action={action}
                  intent="own-edit"
                  item={item}
                  answer={refused("own-edit")}
                />
              ) : (
                <OwnItemRow item={item} action={action} first={index === 0} last={index === items.length - 1} />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No items of your own yet.</p>
      )}

      {full ? (
        <p className="mt-4 rounded-md bg-sand-100 px-3 py-2 text-sm text-slate-800">
          Your plan holds {OWN_ITEM_LIMITS.perPlan} items of your own, the most it can. Delete one to add another.
        </p>
      ) : (
        <OwnItemForm key={addForm} action={action} intent="own-add" answer={refused("own-add")} />
      )}
    </Card>
  );
}

/**
 * The add form's key: a new one after each added item, so the form starts empty again. React
 * Router shows the action's answer ("Added") while it loads the page's data again, before the
 * list has the new item: the item is counted from the answer, so the form empties as "Added"
 * shows, and what the family types next is kept when the list arrives (on a slow connection, a
 * key from the list alone emptied the form under their fingers).
 */
function useAddFormKey(itemCount: number, answer: PlanActionAnswer | undefined): string {
  const navigation = useNavigation();
  const listComing =
    answer?.intent === "own-add" &&
    answer.ok &&
    navigation.state === "loading" &&
    navigation.formData?.get(PLAN_INTENT_FIELD) === "own-add";
  return `add-${itemCount + (listComing ? 1 : 0)}`;
}

function AnswerNotice({ answer }: { answer: PlanActionAnswer }) {
  return answer.ok ? (
    <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm text-emerald-900">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
      {answer.message}
    </p>
  );
}

/** One item as read: its title, date and note, and its buttons, each named with the item's title. */
function OwnItemRow({ item, action, first, last }: { item: OwnItem; action: string; first: boolean; last: boolean }) {
  const name = `‘${item.title}’`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{item.title}</p>
        <p className="text-sm text-slate-700">
          {item.dueDate ? (
            <>
              Due <time dateTime={item.dueDate}>{readableDate(item.dueDate)}</time>
            </>
          ) : (
            "No date"
          )}
        </p>
        {item.note ? <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{item.note}</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={`?${OWN_ITEM_EDIT_PARAM}=${encodeURIComponent(item.id)}#${OWN_ITEMS_ANCHOR}`}
          preventScrollReset
          aria-label={`Edit ${name}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Edit
        </Link>
        <ItemButton action={action} intent="own-move-up" item={item} label={`Move ${name} up`} disabled={first}>
          Up
        </ItemButton>
        <ItemButton action={action} intent="own-move-down" item={item} label={`Move ${name} down`} disabled={last}>
          Down
        </ItemButton>
        <ItemButton action={action} intent="own-delete" item={item} label={`Delete ${name}`} variant="destructive">
          Delete
        </ItemButton>
      </div>
    </div>
  );
}

/** A one-button form that acts on one item. */
function ItemButton({
  action,
  intent,
  item,
  label,
  disabled,
  variant = "outline",
  children,
}: {
  action: string;
  intent: OwnItemIntent;
  item: OwnItem;
  label: string;
  disabled?: boolean;
  variant?: "outline" | "destructive";
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={PLAN_INTENT_FIELD} value={intent} />
      <input type="hidden" name="itemId" value={item.id} />
      <Button type="submit" variant={variant} size="sm" aria-label={label} disabled={disabled}>
        {children}
      </Button>
    </Form>
  );
}

/**
 * The add form, or an item's edit form: title, optional date and note. The limits are also the
 * browser's (required, maxLength); the action checks them again and its messages show beside
 * the fields, with what was typed.
 */
function OwnItemForm({
  action,
  intent,
  item,
  answer,
}: {
  action: string;
  intent: "own-add" | "own-edit";
  item?: OwnItem;
  answer?: PlanActionAnswer | undefined;
}) {
  const editing = intent === "own-edit";
  const id = editing ? "own-edit" : "own-add";
  // The action's messages for this form's fields (Conform's, from the intent table's reply).
  const errorsOf = (field: string) => answer?.fieldErrors?.[field];
  const valueOf = (field: "title" | "dueDate" | "note", saved?: string) => answer?.values?.[field] ?? saved ?? "";

  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      aria-labelledby={`${id}-heading`}
      className={cn("space-y-3", editing ? "" : "mt-5 border-t border-ocean-100 pt-4")}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-ocean-900">
        {editing ? `Edit ‘${item?.title ?? ""}’` : "Add an item"}
      </h3>
      <input type="hidden" name={PLAN_INTENT_FIELD} value={intent} />
      {item ? <input type="hidden" name="itemId" value={item.id} /> : null}
      <Field
        labelProps={{ children: "Title" }}
        inputProps={{
          id: `${id}-title`,
          name: "title",
          type: "text",
          required: true,
          maxLength: OWN_ITEM_LIMITS.titleMax,
          defaultValue: valueOf("title", item?.title),
        }}
        errors={errorsOf("title")}
        hint={`Up to ${OWN_ITEM_LIMITS.titleMax} characters.`}
      />
      <Field
        labelProps={{
          children: (
            <>
              Date
              <Optional />
            </>
          ),
        }}
        inputProps={{
          id: `${id}-dueDate`,
          name: "dueDate",
          type: "date",
          min: OWN_ITEM_LIMITS.earliestDate,
          max: OWN_ITEM_LIMITS.latestDate,
          defaultValue: valueOf("dueDate", item?.dueDate),
        }}
        errors={errorsOf("dueDate")}
        hint="A day in Hawaii time."
        className="sm:max-w-56"
      />
      <TextareaField
        labelProps={{
          children: (
            <>
              Note
              <Optional />
            </>
          ),
        }}
        textareaProps={{
          id: `${id}-note`,
          name: "note",
          rows: 3,
          maxLength: OWN_ITEM_LIMITS.noteMax,
          defaultValue: valueOf("note", item?.note),
        }}
        errors={errorsOf("note")}
        hint={`Up to ${OWN_ITEM_LIMITS.noteMax} characters.`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{editing ? "Save item" : "Add item"}</Button>
        {editing ? (
          <Link
            to={{ search: "", hash: OWN_ITEMS_ANCHOR }}
            preventScrollReset
            className={buttonVariants({ variant: "ghost" })}
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
