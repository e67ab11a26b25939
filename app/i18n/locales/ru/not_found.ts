export default {
  title: "Страница не найдена",
  page_does_not_exist: "Такой страницы не существует",
  back_home: "Вернуться в личный кабинет",
};
