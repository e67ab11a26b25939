export default {
  close: "Закрыть",
  cancel: "Отмена",
};
