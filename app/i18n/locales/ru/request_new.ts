// The new-request form's texts (/requests/new): apart from the chat's, so each page loads only its own; the
// attachment's words are its own copy, as support has its own.
export default {
  new_meta_description: "Новая заявка в {{site}}: адрес, тип, описание и файл.",
  file_hint: "pdf, jpg, png, xlsx, doc — до 10 МБ",
  file_type: "Недопустимый тип файла. Можно прикрепить pdf, jpg, png, xlsx или doc.",
  file_size: "Файл больше 10 МБ",
  file_empty: "Файл пуст",
  file_name_error: "Ошибка названия файла",
  file_download_error: "Ошибка загрузки файла",
  new_title: "Новая заявка",
  new_heading: "Новая заявка",
  address: "Адрес",
  type: "Вид заявки",
  subtype: "Подвид заявки",
  detail: "Уточнение",
  choose: "— выберите —",
  show_options: "Показать варианты",
  description: "Описание",
  file_optional: "Файл (необязательно)",
  uploading: "Загрузка файла",
  create: "Создать заявку",
  emergency_works: "Аварийные работы по этому адресу",
  emergency_period: "с {{start}} по {{end}}",
  address_required: "Выберите адрес",
  creation_denied: "Создание заявок по этому лицевому счёту запрещено",
  type_required: "Выберите вид заявки",
  subtype_required: "Выберите подвид заявки",
  detail_required: "Выберите уточнение",
  text_required: "Опишите проблему",
  error_while_creating_request: "При создании заявки произошла ошибка",
  request_created: "Заявка создана",
  too_many_requests_seconds:
    "Вы создали много заявок за последний час. Новую можно будет отправить через {{n}} сек.; текст сохранён.",
  too_many_requests_minutes:
    "Вы создали много заявок за последний час. Новую можно будет отправить через {{n}} мин.; текст сохранён.",
  too_many_requests_hours:
    "Вы создали много заявок за последний час. Новую можно будет отправить через {{n}} ч.; текст сохранён.",
};
