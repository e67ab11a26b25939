export default {
  title: "Страница не найдена",
  meta_description: "Такой страницы в {{site}} нет.",
  page_does_not_exist: "Такой страницы не существует",
  back_home: "Вернуться в личный кабинет",
};
