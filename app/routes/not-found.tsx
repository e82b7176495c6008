import { data } from "react-router";

/** Any path that is not a screen: the root error boundary renders the not-found page with 404. */
export function loader() {
  throw data("Not found", { status: 404 });
}

/** A form posted to a path that is not a screen gets the same answer (never "method not allowed"). */
export function action() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
