export default {
  title: "Показания",
};
