export default {
  region: "Уведомления",
  dismiss: "Закрыть уведомление",
  logged_out: "Вы вышли из личного кабинета.",
};
