export default {
  title: "Feedback",
  meta_description: "Write to {{site}}: questions, suggestions and remarks about the portal.",
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
