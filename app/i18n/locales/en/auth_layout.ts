import type ru from "../ru/auth_layout";
import type { Shape } from "../shape";

const auth_layout: Shape<typeof ru> = {
  call_us: "Call us: {{phone}}",
  policy: "Personal data policy",
  feedback: "Feedback",
  support_without_login: "Contact support without logging in",
  stores: "Mobile app",
  google_play: "Get it on Google Play",
  app_store: "Download on the App Store",
  intro: "What the portal does",
  slide_of: "Slide {{n}} of {{total}}",
  prev_slide: "Previous slide",
  next_slide: "Next slide",
  carousel: "carousel",
  slides_region: "Slides",
  slide: "slide",
  pause: "Pause the slides",
  play: "Play the slides",
  slides: {
    create_requests: { title: "Create requests", text: "Report a malfunction to the dispatcher at any time." },
    discuss_requests: { title: "Discuss a request in real time", text: "Chat with the contractor and attach files." },
    submit_readings: { title: "Submit meter readings", text: "Meter readings without calls or visits." },
    pay_bill: { title: "Pay a bill with one button", text: "Pay by card for all your accounts at once." },
    notifications: { title: "Instant notifications", text: "House news, announcements and emergency works." },
    other: { title: "Many other functions", text: "Polls, owners' meetings, services and a shop." },
  },
};

export default auth_layout;
