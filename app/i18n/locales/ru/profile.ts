export default {
  title: "profile",
};
