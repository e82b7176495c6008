import { StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateDocument } from "./lib/preact/hydrate-document";

hydrateDocument(() => (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
));
