export default {
  region: "Уведомления",
  dismiss: "Закрыть уведомление",
  logged_out: "Вы вышли из личного кабинета.",
  logged_out_everywhere: "Вы вышли из личного кабинета на всех устройствах.",
};
