export default {
  title: "accounts",
};
