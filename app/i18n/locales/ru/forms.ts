// Field messages shared by several forms (§5 Profile, Support); their spec keys are kept as names.
export default {
  field_required: "Поле обязательно к заполнению",
  wrong_format: "Неверный формат",
  phone_incomplete: "Введите номер полностью: +7 и 10 цифр",
};
