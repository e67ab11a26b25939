export default {
  name: "Личный кабинет жителя",
  skip_to_content: "Перейти к содержимому",
  // Emergency works without the resident's zone (§9): Moscow time, said to be Moscow's.
  moscow_time: "{{time}} МСК",
  loading: "Загрузка…",
};
