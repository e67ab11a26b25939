export default {
  name: "Личный кабинет жителя",
  skip_to_content: "Перейти к содержимому",
  loading: "Загрузка…",
};
