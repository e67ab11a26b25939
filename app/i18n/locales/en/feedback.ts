export default {
  title: "Feedback",
  heading: "Feedback",
  intro: "Write to us: what you like, what is inconvenient, what is missing. All fields are required.",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  description: "Message",
  honeypot: "Leave this field empty: it protects against spam",
  submit: "Send",
  sent: "Thank you! Your message has been sent.",
};
