import type { Shape } from "../shape";
import type ru from "../ru/club";

const club: Shape<typeof ru> = {
  title: "Privilege club",
  meta_description: "Partners' discounts and offers for residents.",
  heading: "Privilege club",
  intro: "Partners' discounts and special terms for the residents of your house.",
  section_kitchens: "Kitchens",
  section_furniture: "Furniture",
  section_finishing_work: "Finishing work",
  section_repair_products: "Repair products",
  go: "Go to the offer",
  go_to: "Go to the offer “{{name}}”",
  go_title: "Partner's offer",
  offer_not_found: "There is no such offer",
  go_failed: "The offer could not be opened. Please try later.",
  back_to_club: "Back to the privilege club",
  back_home: "Home",
  lead_heading: "Leave a request",
  offer: "Offer",
  choose_offer: "Choose an offer",
  name: "Name",
  phone: "Phone",
  comment: "Comment",
  send_lead: "Send the request",
  lead_sent: "Request sent: the partner will contact you",
  lead_failed: "The request could not be sent",
};

export default club;
