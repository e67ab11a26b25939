// Field messages shared by several forms (§5 Profile, Support; the length limits of issue 14); their spec keys
// are kept as names.
export default {
  file_choose: "Выбрать файл",
  file_none: "Файл не выбран",
  file_drop: "или перетащите файл сюда",
  field_required: "Поле обязательно к заполнению",
  wrong_format: "Неверный формат",
  phone_incomplete: "Введите номер полностью: +7 и 10 цифр",
  summary_title: "Исправьте ошибки",
  error_title: "Ошибка: {{title}}",
  too_long: "Не более {{max}} символов",
};
