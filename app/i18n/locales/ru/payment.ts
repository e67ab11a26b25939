export default {
  title: "Оплата",
};
