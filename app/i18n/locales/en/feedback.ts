export default {
  title: "feedback",
};
