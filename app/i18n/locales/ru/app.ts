export default {
  name: "Личный кабинет жителя",
  meta_description: "{{site}}: личный кабинет жителя — оплата ЖКУ, показания счётчиков, заявки в управляющую компанию.",
  skip_to_content: "Перейти к содержимому",
  // Emergency works (§9): the provider's Moscow time, said to be Moscow's, and the resident's own when it differs.
  moscow_time: "{{time}} МСК",
  local_time: "({{time}} по вашему времени)",
  loading: "Загрузка…",
  // The install banner on phones (§4 Mobile banner).
  banner_label: "Мобильное приложение",
  banner_text: "Установите мобильное приложение: оплата, показания и заявки всегда под рукой.",
  banner_app_store: "Скачать в App Store",
  banner_google_play: "Скачать в Google Play",
  banner_dismiss: "Не сейчас",
};
