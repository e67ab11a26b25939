import type ru from "../ru/developers";
import type { Shape } from "../shape";

const developers: Shape<typeof ru> = {
  title: "API for integrators",
  heading: "Provider API contract",
  intro: "The calls the portal makes to a housing provider's API. Connect your API and check it against the contract.",
  conventions: "Conventions",
  convention_headers:
    "Every request carries the header client: web; a resident's requests carry the token in header acx.",
  convention_business: "A business failure is HTTP 200 with a non-empty Error (or error) field.",
  convention_401: "An invalid or missing token is HTTP 401.",
  convention_http: "Other HTTP failures may carry a Message field.",
  convention_not_in_spec: "Calls marked “path not in spec” are named by the specification without a path; we chose it.",
  convention_checker:
    "The x-conformance extension tells the checker how to call each operation; run it against your API:",
  operations: "Operations",
  schemas: "Schemas",
  public: "no login",
  not_in_spec: "path not in spec",
  parameters: "Parameters",
  request_body: "Request body",
  responses: "Responses",
  field: "Field",
  location: "In",
  type: "Type",
  required: "Required",
  description: "Description",
  yes: "yes",
};

export default developers;
