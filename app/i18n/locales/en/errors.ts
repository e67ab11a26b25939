import type ru from "../ru/errors";
import type { Shape } from "../shape";

const errors: Shape<typeof ru> = {
  title: "Error",
  generic: "Something went wrong. Please try again later.",
  form_in_progress:
    "This form has already been sent and is still being processed. Reload the page in a minute and check the result.",
  upstream_unavailable: "The housing provider's service is unavailable right now. Please try again later.",
  timeout: "The housing provider's service did not answer in time. Please try again later.",
  unauthorized: "Your session has expired. Please log in again.",
  cross_site: "Request refused: the form was sent from another site.",
  misconfigured:
    "The portal is not configured correctly, so it cannot open pages. Please tell your management company.",
  page_error: "The page could not be shown. Reload it or come back later.",
  page_heading: "The page did not open",
  retry: "Try again",
  download_missing_heading: "File not found",
  download_failed_heading: "The file did not download",
  download_back: "Go back",
  refused_heading: "The request was not accepted",
  bad_form: "The form arrived incomplete or damaged. Open the page again and send the form once more.",
  method_not_allowed: "This address does not take this kind of request. Open the page again.",
  too_large: "What was sent is too large: a file may be up to 10 MB. Open the page again and send the form once more.",
  unsupported_form: "The data was not sent as the site's form. Open the page and send the form from it.",
  open_again: "Open the page again",
  upstream_refused: "The housing provider's service refused access. Please try again later.",
  load_failed: "Could not load the data",
  messages_load_failed: "Error loading messages",
  too_many_heading: "Too many requests",
  too_many_requests_seconds: "Too many requests came from your address. Try again in {{n}} s.",
  too_many_requests_minutes: "Too many requests came from your address. Try again in {{n}} min.",
  too_many_requests_hours: "Too many requests came from your address. Try again in {{n}} h.",
};

export default errors;
