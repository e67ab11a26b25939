export default {
  name: "Личный кабинет жителя",
  meta_description: "{{site}}: личный кабинет жителя — оплата ЖКУ, показания счётчиков, заявки в управляющую компанию.",
  skip_to_content: "Перейти к содержимому",
  // Emergency works without the resident's zone (§9): Moscow time, said to be Moscow's.
  moscow_time: "{{time}} МСК",
  loading: "Загрузка…",
};
