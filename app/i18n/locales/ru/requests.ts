export default {
  title: "Заявки",
};
